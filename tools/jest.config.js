const { nodeProject } = require('../jest.preset.js');

module.exports = nodeProject('tools', __dirname, {
  testMatch: ['<rootDir>/**/*.spec.ts'],
  // The content loader's tests need PostgreSQL (and the harness's Redis), started like the apps' tests.
  globalSetup: '<rootDir>/../libs/testing/src/jest/global-setup.ts',
  globalTeardown: '<rootDir>/../libs/testing/src/jest/global-teardown.ts',
});
