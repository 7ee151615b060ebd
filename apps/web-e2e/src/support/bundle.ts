import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`.vite/manifest.json`), keyed by source path. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The JavaScript files a route loads at start by the rule of `npm run bench:web`
 * (apps/web/scripts/bundle-size.mjs): the entry and its static imports, plus the route's lazy page
 * module and its static imports. Paths as served, e.g. `/assets/index-abc.js`.
 * @param pageModule the page's source path as the manifest keys it, e.g. `src/app/problems-route.tsx`
 */
export function countedFiles(manifest: Manifest, pageModule: string): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  if (!manifest[pageModule]) throw new Error(`the manifest has no chunk for ${pageModule}`);
  visit(entry);
  visit(pageModule);
  return new Set([...files].filter((file) => file.endsWith('.js')));
}

/** The gzip size (default level, as the benchmark measures) of served files, in KB. */
export function gzipKb(dist: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(dist, file))).length;
  return bytes / 1024;
}
