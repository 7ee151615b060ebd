// The production build of the web app, cached: `vite build` runs only when the app's sources (or
// the lockfile, or the build settings) changed since the build in apps/web/dist, whose source hash
// is kept beside it in dist/.source-hash. Every text asset is precompressed (.gz and .br), so the
// web server sends compressed files without compressing per request.
//   node tools/start/web-build.mjs   builds when the sources changed (what `npm run bench:web` uses)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the build depends on, relative to the repository root: folders are read whole. */
const SOURCES = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'libs/contracts/src', 'package-lock.json'];
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|ttf|wasm)$/;
/** Files smaller than this gain nothing from compression (one TCP packet either way), bytes. */
const MIN_COMPRESS_BYTES = 1024;

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * SHA-256 over the paths and contents of every file the build depends on.
 * @param {string} root repository root
 * @returns {string} hex digest
 */
export function webSourceHash(root) {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap((source) => listFiles(join(root, source))).sort();
  for (const file of files) hash.update(`${relative(root, file)}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Writes `file.gz` and `file.br` beside every compressible file of `dist` of at least 1 KB. */
function precompress(dist) {
  for (const file of listFiles(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_COMPRESS_BYTES) continue;
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
  }
}

/**
 * Builds apps/web/dist (with its Vite manifest) unless the build there matches the sources.
 * @param {string} root repository root
 * @param {(line: string) => void} log progress lines
 * @returns {{ dist: string, built: boolean, seconds: number }}
 * @throws Error when `vite build` fails
 */
export function buildWebIfChanged(root, log) {
  const started = Date.now();
  const dist = join(root, 'apps', 'web', 'dist');
  const hashFile = join(dist, '.source-hash');
  const hash = webSourceHash(root);
  if (existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash && existsSync(join(dist, 'index.html'))) {
    return { dist, built: false, seconds: (Date.now() - started) / 1000 };
  }
  log('building the web app (vite build; only when its sources change)...');
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'apps/web/vite.config.ts', '--manifest', '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the web build failed; see the output above');
  precompress(dist);
  writeFileSync(hashFile, hash);
  return { dist, built: true, seconds: (Date.now() - started) / 1000 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = buildWebIfChanged(resolve(import.meta.dirname, '../..'), (line) => console.log(line));
  console.log(result.built ? `web app built in ${result.seconds.toFixed(1)} s` : 'web build is up to date');
}
