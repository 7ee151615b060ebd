const { webProject } = require('../../jest.preset.js');

const base = webProject('web', __dirname);

// Jest runs CommonJS, where `import.meta` does not exist: SWC rewrites `import.meta.env` (read only by
// src/config/env.ts) to a global that src/testing/setup-tests.ts fills with the variables Vite would give.
const transform = Object.fromEntries(
  Object.entries(base.transform).map(([pattern, [, options]]) => [
    pattern,
    [
      // Our sources and the dependencies that ship as ES modules only: see the transformer.
      '<rootDir>/src/testing/es-module-transformer.js',
      {
        ...options,
        jsc: { ...options.jsc, transform: { ...options.jsc.transform, optimizer: { globals: { vars: { 'import.meta.env': 'globalThis.__VITE_TEST_ENV__' } } } } },
      },
    ],
  ]),
);

module.exports = {
  ...base,
  transform,
  transformIgnorePatterns: [],
  testEnvironment: '<rootDir>/src/testing/browser-environment.js',
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  // Above the 5 s wait of Testing Library (setup-tests.ts), so a slow wait fails with its own message.
  testTimeout: 15_000,
};
