// Shared jest settings. SWC compiles TypeScript (the same compiler that runs the apps under
// @swc-node/register); type errors are caught by each project's `typecheck` target instead.
const path = require('node:path');

const swcNode = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const swcWeb = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const libs = {
  '^@algosheets/contracts$': path.join(__dirname, 'libs/contracts/src/index.ts'),
  '^@algosheets/database$': path.join(__dirname, 'libs/database/src/index.ts'),
  '^@algosheets/judge$': path.join(__dirname, 'libs/judge/src/index.ts'),
  '^@algosheets/judge/node$': path.join(__dirname, 'libs/judge/node/index.ts'),
  // Test support: checks a program against Judge0 CE 1.13's language levels (the content tools' spec uses it).
  '^@algosheets/judge/judge0-ce-levels$': path.join(__dirname, 'libs/judge/test/judge0-ce-levels.ts'),
  '^@algosheets/server-common$': path.join(__dirname, 'libs/server-common/src/index.ts'),
  '^@algosheets/server-common/tracing$': path.join(__dirname, 'libs/server-common/tracing/index.ts'),
  '^@algosheets/testing$': path.join(__dirname, 'libs/testing/src/index.ts'),
};

/**
 * Two test files at a time in every project, one per core of the 2-core CI machine (jest's default
 * leaves one core to its idle parent). Measured there, one worker against two: web 152 -> 89 s,
 * gateway 216 -> 118 s, sandbox 160 -> 83 s, execution 106 -> 64 s, judge 54 -> 26 s, browser 543
 * -> 374 s. Files share no port, sandbox uid, database or Redis prefix (libs/testing hands them
 * out) and verdicts count CPU time, not wall time; the browser files share one stack and mostly
 * wait on Chromium and it. Nx runs one project at a time, so never more than two files run at once.
 */
const MAX_WORKERS = 2;

/**
 * Jest's limit for a test or hook that sets none, ms. Its own default, 5 s, is shorter than a
 * `beforeAll` that provisions a database and boots a NestJS app takes on the 2-core CI machine while
 * the other test file's sandbox runs beside it (the queue board's set-up failed so at 5 s); a hung
 * test still fails with its name well before the suite's step limit.
 */
const NODE_TEST_TIMEOUT_MS = 30_000;

/** Jest options for Node projects (NestJS apps, libs): SWC with decorator metadata. */
function nodeProject(displayName, rootDir, extra = {}) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'node',
    maxWorkers: MAX_WORKERS,
    testTimeout: NODE_TEST_TIMEOUT_MS,
    transform: { '^.+\\.(t|j)s$': ['@swc/jest', swcNode] },
    moduleNameMapper: libs,
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
    ...extra,
  };
}

/** Jest options for the React app: SWC with TSX, jsdom. */
function webProject(displayName, rootDir, extra = {}) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    maxWorkers: MAX_WORKERS,
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcWeb] },
    moduleNameMapper: { ...libs, '\\.(css|svg|png|jpg|webp)$': path.join(__dirname, 'tools/jest/file-stub.js') },
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    ...extra,
  };
}

module.exports = { nodeProject, webProject };
