const { nodeProject } = require('../jest.preset.js');

const base = nodeProject('tools', __dirname);

module.exports = nodeProject('tools', __dirname, {
  testMatch: ['<rootDir>/**/*.spec.ts'],
  // The preflight is plain ESM (.mjs: it runs before `npm install`); SWC compiles it for jest too.
  transform: { ...base.transform, '^.+\\.mjs$': base.transform['^.+\\.(t|j)s$'] },
  // The content loader's tests need PostgreSQL (and the harness's Redis), started like the apps' tests.
  globalSetup: '<rootDir>/../libs/testing/src/jest/global-setup.ts',
  globalTeardown: '<rootDir>/../libs/testing/src/jest/global-teardown.ts',
});
