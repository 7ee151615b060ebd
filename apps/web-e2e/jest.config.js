const { nodeProject } = require('../../jest.preset.js');

module.exports = nodeProject('web-e2e', __dirname, {
  testMatch: ['<rootDir>/src/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  testTimeout: 60_000,
});
