const { webProject } = require('../../jest.preset.js');

const base = webProject('web', __dirname);

// Jest runs CommonJS, where `import.meta` does not exist: SWC rewrites `import.meta.env` (read only by
// src/config/env.ts) to a global that src/testing/setup-tests.ts fills with the variables Vite would give.
const transform = Object.fromEntries(
  Object.entries(base.transform).map(([pattern, [transformer, options]]) => [
    pattern,
    [
      transformer,
      {
        ...options,
        jsc: { ...options.jsc, transform: { ...options.jsc.transform, optimizer: { globals: { vars: { 'import.meta.env': 'globalThis.__VITE_TEST_ENV__' } } } } },
      },
    ],
  ]),
);

// react-resizable-panels and the Markdown renderer (react-markdown, the remark/rehype/micromark plugins and the unist
// utilities they share) ship as ES modules only; SWC turns them into CommonJS for jest like our code.
const ESM_PACKAGES = [
  'react-markdown', 'react-resizable-panels', 'remark-[^/]+', 'rehype-[^/]+', 'unified', 'micromark[^/]*', 'mdast-util-[^/]+', 'hast-util-[^/]+', 'unist-util-[^/]+',
  'vfile[^/]*', 'bail', 'ccount', 'character-[^/]+', 'comma-separated-tokens', 'decode-named-character-reference', 'devlop',
  'estree-util-[^/]+', 'html-url-attributes', 'is-[^/]+', 'style-to-[^/]+', 'inline-style-parser', 'longest-streak', 'lowlight', 'markdown-table', 'escape-string-regexp',
  'parse-entities', 'property-information', 'space-separated-tokens', 'stringify-entities', 'trim-lines', 'trough', 'zwitch',
];

module.exports = {
  ...base,
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  testEnvironment: '<rootDir>/src/testing/browser-environment.js',
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  // Above the 5 s wait of Testing Library (setup-tests.ts), so a slow wait fails with its own message.
  testTimeout: 15_000,
};
