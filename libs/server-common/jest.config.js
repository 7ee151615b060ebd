const { nodeProject } = require('../../jest.preset.js');

module.exports = nodeProject('server-common', __dirname);
