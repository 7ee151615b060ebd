import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
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
  // The sandbox takes server-common's tracing entry only (a rule below refuses the rest of it).
  { sourceTag: 'scope:sandbox', onlyDependOnLibsWithTags: ['scope:shared', 'scope:judge', 'scope:server-common', 'scope:testing'] },
  { sourceTag: 'scope:testing', onlyDependOnLibsWithTags: ['scope:shared', 'scope:judge'] },
  // The browser tests' harness migrates the database of the stack it starts.
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared', 'scope:judge', 'scope:database', 'scope:testing'] },
  // The content and load tools are server-side scripts: they read flags as the apps' CLIs do.
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared', 'scope:judge', 'scope:database', 'scope:server-common', 'scope:testing'] },
  // The deploy tests start the real sandbox to ask its probe routes, and hold the sandbox image to
  // the preflight's one list of Debian packages (tools/preflight). The metrics scrape test migrates
  // the database of the stack it starts and sends Runs and Submits in the shared contracts' shapes.
  { sourceTag: 'scope:deploy', onlyDependOnLibsWithTags: ['scope:shared', 'scope:testing', 'scope:tools', 'scope:database'] },
  // The benchmarks start stacks as the tests do and time the apps' own units in process (below).
  { sourceTag: 'scope:bench', onlyDependOnLibsWithTags: ['scope:shared', 'scope:judge', 'scope:database', 'scope:server-common', 'scope:testing'] },
];

/** The one configuration of the module-boundary rule; `allow` lists import paths exempt from it. */
const moduleBoundaries = (allow) => ['error', { enforceBuildableLibDependency: false, allow, depConstraints }];

/** One place per app reads the environment: its `config/` folder. */
const PROCESS_ENV_RESTRICTION = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through the app\'s config/ module, not process.env.',
};

/**
 * Web layers: a feature (apps/web/src/features/<name>/) reaches api/, components/, lib/ and the
 * shared libraries, never another feature; what two features share lives in those folders, and
 * what one feature adds to another's page is composed by the app's routes (app/*-route.tsx). The
 * features are read from the folder, so a new feature is covered without editing this file.
 */
const WEB_FEATURES_DIR = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = readdirSync(WEB_FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Matches an import path that enters a feature folder other than `own` (`../<other>/...` or `.../features/<other>`). */
const otherFeaturePath = (own) => `(^\\.\\./|(^|/)features/)(?!${own}(/|$))[a-z]`;
const webFeatureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: otherFeaturePath(feature), message: 'A feature never imports another feature: move the shared piece to api/, components/ or lib/, or compose it in an app/ route.' }] },
    ],
    'no-restricted-syntax': [
      'error',
      PROCESS_ENV_RESTRICTION,
      {
        // no-restricted-imports does not see `import()`; lazy-loaded modules follow the same rule.
        selector: `ImportExpression[source.value=/${otherFeaturePath(feature).replaceAll('/', '\\x2F')}/]`,
        message: 'A feature never imports another feature, lazily either: compose it in an app/ route.',
      },
    ],
  },
}));

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
      '@nx/enforce-module-boundaries': moduleBoundaries([]),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One place per app reads the environment: its `config/` folder.
      'no-restricted-syntax': ['error', PROCESS_ENV_RESTRICTION],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The judge's harness runtime files run inside learners' programs: Judge0 CE's Node 12 runs
    // them as scripts and TypeScript 3.7 compiles them inside TypeScript programs without Node's
    // types. So they are scripts that see ES2019's globals and no Node global (`process`,
    // `require`, `Buffer`, `console`...): Node's modules reach them through the `req` argument.
    files: ['libs/judge/src/harness/**/*.js'],
    languageOptions: { ecmaVersion: 2019, sourceType: 'script', globals: Object.fromEntries(Object.keys(globals.node).map((name) => [name, 'off'])) },
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
  ...webFeatureBoundaries,
  {
    // The shared web layers sit below every feature: the one RTK Query API, components and lib import none.
    files: ['apps/web/src/{api,components,lib,config,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)features(/|$)', message: 'The shared web layers (api/, components/, lib/) import no feature; features build on them.' }] },
      ],
    },
  },
  {
    // The gateway never runs problem code (a checker, a precondition): it only parses it when a
    // problem is authored, and the worker runs it in an isolate (libs/judge/node).
    files: ['apps/gateway/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@algosheets/judge/node', message: 'The gateway never runs problem code: check a checker or precondition with checkerSyntaxError / preconditionSyntaxError, and let the worker run it.' }, { name: 'isolated-vm', message: 'The gateway never runs problem code.' }, { name: 'node:vm', message: 'The gateway never runs problem code.' }, { name: 'vm', message: 'The gateway never runs problem code.' }] },
      ],
    },
  },
  {
    // The sandbox has no NestJS, database or Redis: of server-common it takes the tracing entry only.
    files: ['apps/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@algosheets/server-common', message: 'The sandbox takes only @algosheets/server-common/tracing (no NestJS, database or Redis in it).' }] }],
    },
  },
  {
    // A benchmark times an app's own unit in process (the sandbox's runner, the worker's Judge0
    // client, a gateway service) as that app's tests do, so it may import apps' and tools' sources
    // by relative path; nothing imports a benchmark (bench/ is an application project).
    files: ['bench/**/*.{ts,mjs}'],
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries(['../../apps/**', '../../tools/**']) },
  },
  {
    // Configuration modules, tool scripts and test harness settings are where the environment is read.
    files: ['**/config/**', 'tools/**', '**/*.config.{js,ts,mjs,cjs}', 'jest.preset.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
