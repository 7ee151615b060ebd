#!/usr/bin/env node
// Compiles one backend app and the shared libraries to plain CommonJS for a container image.
//
// Usage: node deploy/docker/build-server.mjs <app> <out dir>     e.g. gateway /out
//
// In development the apps run from TypeScript through `node -r @swc-node/register`. An image does
// not: that would ship @swc/core (a ~50 MB native compiler, a dev dependency) and compile every
// file again at each start. This script runs the same compiler with the same options as the
// tests (jest.preset.js: legacy decorators + decorator metadata, which NestJS and TypeORM need)
// once, at build time, and lays the output out so that Node resolves it without TypeScript:
//
//   <out>/apps/<app>/src/**.js                       the app (relative paths unchanged)
//   <out>/node_modules/@algosheets/<lib>/src/**.js   each library, with a package.json whose
//                                                    `main` is src/index.js (the workspace's
//                                                    points at src/index.ts); a library's node/
//                                                    or tracing/ entry beside it
//                                                    (`@algosheets/judge/node`, `…/server-common/tracing`)
//   <out>/migrate.js                                 `npm run db:migrate` without npm or TypeScript
//   <out>/content-load.js, <out>/tools/content/**.js  gateway only: `npm run content:load` (the
//                                                    content-load Job; the image holds content/)
//
// Specs and test folders are skipped; libs/testing is test-only and never shipped.
// Only @swc/core and Node built-ins are used, so it runs in the image's build stage.
import { transformFile } from '@swc/core';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const [app, outArg] = process.argv.slice(2);
if (!app || !outArg) {
  console.error('usage: build-server.mjs <app> <out dir>');
  process.exit(2);
}
const out = resolve(outArg);
if (!existsSync(join(root, 'apps', app, 'src', 'main.ts'))) {
  console.error(`apps/${app}/src/main.ts does not exist`);
  process.exit(2);
}

/** The options of jest.preset.js's `swcNode`, minus inline source maps (separate .map files instead). */
const swcOptions = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
  },
  module: { type: 'commonjs' },
  sourceMaps: true,
  swcrc: false,
  configFile: false,
};

/**
 * Every file under `dir` matching `pattern`, without specs, declaration files and test folders:
 * .ts sources to compile, and files copied as they are (.json modules that sources import, .java sources).
 */
function sources(dir, pattern = /\.ts$/) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'test' || entry.name === '__tests__') continue;
      found.push(...sources(path, pattern));
    } else if (pattern.test(entry.name) && !/\.(spec|e2e-spec|d)\.ts$/.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

async function compileTree(srcDir, destDir) {
  let count = 0;
  // .java: the sandbox's warm Java compiler, which the sandbox builds from source when it starts.
  for (const file of sources(srcDir, /\.(json|java)$/)) {
    const target = join(destDir, relative(srcDir, file));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
  for (const file of sources(srcDir)) {
    const target = join(destDir, relative(srcDir, file)).replace(/\.ts$/, '.js');
    const { code, map } = await transformFile(file, { ...swcOptions, filename: file });
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
    if (map) writeFileSync(`${target}.map`, map);
    count++;
  }
  return count;
}

let total = await compileTree(join(root, 'apps', app, 'src'), join(out, 'apps', app, 'src'));

for (const lib of readdirSync(join(root, 'libs'))) {
  const manifestPath = join(root, 'libs', lib, 'package.json');
  if (lib === 'testing' || !existsSync(manifestPath)) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const dest = join(out, 'node_modules', manifest.name);
  total += await compileTree(join(root, 'libs', lib, 'src'), join(dest, 'src'));
  // Entries beside src/: `@algosheets/judge/node` (Node.js only, kept out of what the web bundles)
  // and `@algosheets/server-common/tracing` (OpenTelemetry only, the one part the sandbox takes).
  for (const entry of ['node', 'tracing']) {
    if (existsSync(join(root, 'libs', lib, entry))) total += await compileTree(join(root, 'libs', lib, entry), join(dest, entry));
  }
  const { name, version } = manifest;
  writeFileSync(join(dest, 'package.json'), `${JSON.stringify({ name, version, private: true, main: './src/index.js' }, null, 2)}\n`);
}

// The content loader travels in the gateway image, so a fresh cluster gets its problems from a Job
// (k8s/base/content-load-job.yaml) with no other image. Only the loader's own modules: the checker
// and its sandbox runner are development tools.
const CONTENT_LOADER = ['load-content.ts', 'content-files.ts', 'content-loader.ts', 'content-sheets.ts', 'content-sheets-loader.ts', 'config/content-env.ts'];
if (app === 'gateway') {
  for (const file of CONTENT_LOADER) {
    const source = join(root, 'tools', 'content', file);
    const target = join(out, 'tools', 'content', file.replace(/\.ts$/, '.js'));
    const { code } = await transformFile(source, { ...swcOptions, sourceMaps: false, filename: source });
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
    total++;
  }
  writeFileSync(
    join(out, 'content-load.js'),
    "// Loads content/ into DATABASE_URL (the compiled `npm run content:load`).\nrequire('./tools/content/load-content.js');\n",
  );
}

writeFileSync(
  join(out, 'migrate.js'),
  "// Applies pending migrations to DATABASE_URL (the compiled `npm run db:migrate`).\nrequire('@algosheets/database/src/cli/migrate.cli.js');\n",
);
console.log(`compiled ${total} files of apps/${app} and the shared libraries into ${out}`);
