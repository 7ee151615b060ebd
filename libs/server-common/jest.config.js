const { nodeProject } = require('../../jest.preset.js');

// `tracing/` is the entry the sandbox takes too (`@algosheets/server-common/tracing`), beside `src/`.
module.exports = nodeProject('server-common', __dirname, {
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/tracing/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
});
