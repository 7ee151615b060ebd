// The built app's files, as `npm start`'s web server sends them. A file is opened before anything
// about it is decided or sent, and everything after (size, ETag, the body) comes from that open
// file: a rebuild that removes or replaces it under a running server changes nothing for a request
// that opened it (the old contents stay readable until closed), and a request that comes after
// finds no file. There is no window between a lookup and a read for a vanished file to fall into.
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';

/** Precompressed siblings made at build time, best first: [Content-Encoding, suffix, accepted when]. */
const ENCODINGS = [
  ['br', '.br', /\bbr\b/i],
  ['gzip', '.gz', /\bgzip\b/i],
];

/** Content types of what a Vite build emits; anything else is sent as bytes. */
const TYPES = {
  '.html': 'text/html;charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain;charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * Opens `path` when it is a regular file. O_NONBLOCK: a FIFO put in the folder is refused at once
 * instead of holding a thread until a writer comes.
 * @returns {Promise<{ handle: import('node:fs/promises').FileHandle, stats: import('node:fs').Stats } | undefined>}
 *   undefined when it is missing, vanished, not a regular file or not readable
 */
async function openFile(path) {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, stats };
  } catch {
    // Not there (any more) or not readable: no file to send.
  }
  await handle?.close().catch(() => undefined);
  return undefined;
}

/**
 * The request path (`%`-escapes decoded) as a file below `dist`, or undefined for a malformed
 * escape or a path that leaves `dist`.
 */
function fileOf(dist, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const path = join(dist, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  return path.startsWith(`${dist}${sep}`) ? path : undefined;
}

/**
 * Opens the file to send for `path`: its brotli or gzip sibling when the client accepts that
 * encoding and the build made one, else the file itself.
 */
async function openBest(path, acceptEncoding) {
  for (const [encoding, suffix, accepted] of ENCODINGS) {
    if (!accepted.test(acceptEncoding)) continue;
    const file = await openFile(`${path}${suffix}`);
    if (file) return { ...file, encoding };
  }
  return openFile(path);
}

/**
 * Sends an opened file: 304 when the client's ETag matches, headers only for HEAD, else the body
 * streamed from the open handle (closed when sent, or when the client goes away). A read that
 * fails half-way ends the connection: the status line has gone, so the client sees a broken
 * answer rather than a short one taken as whole.
 */
function send(req, res, file, type, cacheControl) {
  const { handle, stats, encoding } = file;
  const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
  const headers = { 'Cache-Control': cacheControl, ETag: etag, 'Last-Modified': stats.mtime.toUTCString(), Vary: 'Accept-Encoding' };
  if (req.headers['if-none-match'] === etag) {
    handle.close().catch(() => undefined);
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Type': type, 'Content-Length': stats.size, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
  if (req.method === 'HEAD') {
    handle.close().catch(() => undefined);
    res.end();
    return;
  }
  const body = handle.createReadStream();
  body.on('error', () => res.destroy());
  res.on('close', () => body.destroy());
  body.pipe(res);
}

/**
 * The sender of the files in `dist`.
 * @param {string} dist the built app's folder (absolute)
 * @param {(pathname: string) => string} cacheControl the Cache-Control of a file, by its path
 *   below `dist` (`/assets/index-abc.js`)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathname: string) => Promise<boolean>}
 *   sends the file at `pathname` (`/dir/` meaning `/dir/index.html`); false, having sent nothing,
 *   when there is no such file (missing, vanished, a folder, outside `dist`). Never rejects.
 */
export function staticFiles(dist, cacheControl) {
  return async (req, res, pathname) => {
    const path = fileOf(dist, pathname);
    const file = path && (await openBest(path, String(req.headers['accept-encoding'] ?? '')));
    if (!file) return false;
    send(req, res, file, TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream', cacheControl(pathname));
    return true;
  };
}
