const { nodeProject } = require('../../jest.preset.js');

module.exports = nodeProject('gateway', __dirname, {
  globalSetup: '<rootDir>/../../libs/testing/src/jest/global-setup.ts',
  globalTeardown: '<rootDir>/../../libs/testing/src/jest/global-teardown.ts',
});
