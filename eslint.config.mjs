import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Project boundaries (Nx tags). Tags live in each project.json.
 * The web reaches only the shared contracts; contracts reach nothing of ours; the Nx rule itself
 * forbids importing an app from anywhere.
 */
const depConstraints = [
  {
    sourceTag: 'scope:shared',
    onlyDependOnLibsWithTags: [],
    bannedExternalImports: ['@nestjs/*', 'typeorm', 'react', 'react-dom', 'class-validator', 'class-transformer', 'bullmq', 'ioredis', 'pg'],
  },
  // Function-signature judging: pure data and code generation, used by the web app too. It names
  // verdicts with the shared Judge0 statuses.
  {
    sourceTag: 'scope:judge',
    onlyDependOnLibsWithTags: ['scope:shared'],
    bannedExternalImports: ['@nestjs/*', 'typeorm', 'react', 'react-dom', 'class-validator', 'class-transformer', 'bullmq', 'ioredis', 'pg'],
  },
  {
    sourceTag: 'scope:web',
    onlyDependOnLibsWithTags: ['scope:shared', 'scope:judge'],
    bannedExternalImports: ['@nestjs/*', 'typeorm', 'bullmq', 'ioredis', 'pg'],
  },
  // The database library's own tests use the test harness; its sources do not.
  { sourceTag: 'scope:database', onlyDependOnLibsWithTags: ['scope:shared', 'scope:testing'] },
  { sourceTag: 'scope:server-common', onlyDependOnLibsWithTags: ['scope:shared'], bannedExternalImports: ['react', 'react-dom'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared', 'scope:judge', 'scope:database', 'scope:server-common', 'scope:testing'] },
  { sourceTag: 'scope:sandbox', onlyDependOnLibsWithTags: ['scope:shared', 'scope:judge', 'scope:testing'] },
  { sourceTag: 'scope:testing', onlyDependOnLibsWithTags: ['scope:shared', 'scope:judge'] },
  // The browser tests' harness migrates the database of the stack it starts.
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared', 'scope:judge', 'scope:database', 'scope:testing'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared', 'scope:judge', 'scope:database', 'scope:testing'] },
  // The deploy tests start the real sandbox to ask its probe routes.
  { sourceTag: 'scope:deploy', onlyDependOnLibsWithTags: ['scope:testing'] },
];

export default tseslint.config(
  {
    // content/ holds learners' starter programs and reference solutions, not project code.
    ignores: ['content/**', '**/node_modules/**', '**/dist/**', '.nx/**', '.data/**', 'coverage/**', '.reports/**', 'test-artifacts/**', '**/vite.config.ts.timestamp-*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...nx.configs['flat/base'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: false, allow: [], depConstraints }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One place per app reads the environment: its `config/` folder.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the app\'s config/ module, not process.env.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tool configuration files share the root presets by path; boundaries are about source code.
    files: ['**/jest.config.js', '**/*.config.{js,ts,mjs,cjs}', 'jest.preset.js'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/src/**/*.ts', '**/src/**/*.tsx', '**/test/**/*.ts'],
    ignores: ['**/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Configuration modules, tool scripts and test harness settings are where the environment is read.
    files: ['**/config/**', 'tools/**', '**/*.config.{js,ts,mjs,cjs}', 'jest.preset.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
