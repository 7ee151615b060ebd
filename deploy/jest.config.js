const { nodeProject } = require('../jest.preset.js');

module.exports = nodeProject('deploy', __dirname, { testMatch: ['<rootDir>/test/**/*.spec.ts'] });
