const { nodeProject } = require('../../jest.preset.js');

module.exports = nodeProject('contracts', __dirname);
