const { nodeProject } = require('../jest.preset.js');

const base = nodeProject('deploy', __dirname);

module.exports = nodeProject('deploy', __dirname, {
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  // The image's package list is checked against the preflight's, which is plain ESM (.mjs).
  transform: { ...base.transform, '^.+\\.mjs$': base.transform['^.+\\.(t|j)s$'] },
  // The metrics scrape test starts the apps on PostgreSQL and Redis, started like the apps' tests.
  globalSetup: '<rootDir>/../libs/testing/src/jest/global-setup.ts',
  globalTeardown: '<rootDir>/../libs/testing/src/jest/global-teardown.ts',
});
