const { nodeProject } = require('../../jest.preset.js');

module.exports = nodeProject('web-e2e', __dirname, {
  testMatch: ['<rootDir>/src/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  testTimeout: 60_000,
  // Two files run at once on the one stack (jest.preset.js): each signs up its own learners, and a
  // problem a file creates must keep the list at two pages of six and stay out of the filters that
  // another file counts (no company tags).
});
