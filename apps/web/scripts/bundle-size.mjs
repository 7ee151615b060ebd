#!/usr/bin/env node
// Prints the gzip size of the JavaScript each measured route loads (against the 200 KB budget for
// start-up JavaScript): builds the app with a Vite manifest, then walks from the entry through static
// imports, plus the lazy route chunks a route needs. Monaco is never among them: the workspace and the
// admin problem form load it lazily, once their editors show. The browser test apps/web-e2e/src/bundle.e2e-spec.ts checks in Chromium that a route downloads exactly these files.
//   node apps/web/scripts/bundle-size.mjs            build (when the sources changed), then measure
//   node apps/web/scripts/bundle-size.mjs --no-build measure the existing apps/web/dist
//   node apps/web/scripts/bundle-size.mjs --check    exit 1 when / or /problems is over 200 KB
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(appRoot, '../..');
const dist = join(appRoot, 'dist');

/** Route → the lazy modules its first load imports (besides the entry). */
const ROUTES = {
  '/': ['src/features/marketing/landing-page.tsx'],
  '/problems': ['src/app/problems-route.tsx'],
  '/problem/{id} (Monaco excluded)': ['src/app/workspace-route.tsx'],
  '/add-problem (Monaco excluded)': ['src/features/admin/problem-form-page.tsx'],
};
const TARGET_KB = 200;

// The same cached build `npm start` serves (rebuilt only when the sources changed).
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['tools/start/web-build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunk files a module loads up front: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
let failed = false;
for (const [route, lazyModules] of Object.entries(ROUTES)) {
  const files = staticClosure(entryKey);
  for (const module of lazyModules) staticClosure(module, files);
  const js = [...files].filter((file) => file.endsWith('.js'));
  if (js.some((file) => /monaco|editor\.api/i.test(file))) throw new Error(`${route} loads Monaco up front`);
  const total = js.reduce((sum, file) => sum + gzipKb(file), 0);
  const measured = route === '/' || route === '/problems';
  if (measured && total > TARGET_KB) failed = true;
  console.log(`${route.padEnd(34)} ${total.toFixed(1).padStart(7)} KB gzip in ${js.length} JS files${measured ? (total > TARGET_KB ? `  OVER ${TARGET_KB} KB` : `  (target <= ${TARGET_KB} KB)`) : ''}`);
}
const monaco = Object.values(manifest).filter((chunk) => /editor\.api|monaco/i.test(chunk.file) || /monaco-editor/.test(chunk.src ?? ''));
console.log(`Monaco (lazy: workspace, admin form) ${monaco.reduce((sum, chunk) => sum + gzipKb(chunk.file), 0).toFixed(1).padStart(7)} KB gzip in ${monaco.length} chunks`);
process.exit(failed && process.argv.includes('--check') ? 1 : 0);
