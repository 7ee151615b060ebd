const { nodeProject } = require('../../jest.preset.js');

module.exports = nodeProject('web-e2e', __dirname, {
  testMatch: ['<rootDir>/src/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  testTimeout: 60_000,
  // Two files at a time on the one stack: a file mostly waits on the browser and the stack (two at
  // a time still left this 2-core machine two-thirds idle), so two took the step from 543 s to 374 s
  // (three: 338 s, with more contention on judging). Files share the stack's database: each signs
  // up its own learners, and a problem a file creates keeps the list at two pages of six and out
  // of the filters another file counts (no company tags).
  maxWorkers: 2,
});
