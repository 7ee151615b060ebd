const { nodeProject } = require('../../jest.preset.js');

module.exports = nodeProject('sandbox', __dirname);
