const { nodeProject } = require('../jest.preset.js');

module.exports = nodeProject('tools', __dirname, { testMatch: ['<rootDir>/**/*.spec.ts'] });
