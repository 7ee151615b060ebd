const { nodeProject } = require('../../jest.preset.js');

// `node/` holds the Node.js-only part (the checker's vm), kept out of `src/` that the web bundles.
module.exports = nodeProject('judge', __dirname, {
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/node/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
});
