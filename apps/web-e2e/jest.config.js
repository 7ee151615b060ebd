const { nodeProject } = require('../../jest.preset.js');

module.exports = nodeProject('web-e2e', __dirname, {
  globalSetup: '<rootDir>/../../libs/testing/src/jest/global-setup.ts',
  globalTeardown: '<rootDir>/../../libs/testing/src/jest/global-teardown.ts',
});
