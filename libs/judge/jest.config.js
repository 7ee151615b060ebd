const { nodeProject } = require('../../jest.preset.js');

module.exports = nodeProject('judge', __dirname);
