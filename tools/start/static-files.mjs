// The built app's files, as `npm start`'s web server sends them, through `send` (Express's file
// sender: conditional GET, HEAD, ranges, ETag and Last-Modified from the file it stats, paths kept
// below the root). What is ours: the precompressed sibling a Vite build made (.br, .gz) when the
// browser accepts it, the Cache-Control by path, and what a file that cannot be sent becomes.
//
// A rebuild replaces dist/ under a running server. A file that vanishes between send's stat and
// its read fails its stream before any byte is sent: that request then tries the next candidate,
// and answers 404 (or the caller's fallback) when none is left. A read that fails after the answer
// began ends that connection only. Neither is an error nobody handles, which would stop all of
// `npm start`.
import { extname } from 'node:path';
import mime from 'mime-types';
import send from 'send';

/** Precompressed siblings made at build time, best first: [Content-Encoding, suffix, accepted when]. */
const ENCODINGS = [
  ['br', '.br', /\bbr\b/i],
  ['gzip', '.gz', /\bgzip\b/i],
];

/**
 * Sends one file below `root` with `send`.
 * @returns {Promise<boolean>} true once it is sent (or its connection ended after the answer
 *   began); false, with nothing sent and no header left set, when it cannot be: missing, vanished
 *   before its first byte, a folder, or a path that leaves `root`
 */
function sendOne(req, res, root, path, headers) {
  return new Promise((done) => {
    const stream = send(req, path, { root, index: false, dotfiles: 'allow', etag: true, lastModified: true, cacheControl: false });
    stream.on('headers', (response) => {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    });
    stream.on('directory', () => done(false));
    stream.on('end', () => done(true));
    stream.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        done(true);
        return;
      }
      for (const name of [...Object.keys(headers), ...SEND_HEADERS]) res.removeHeader(name);
      done(false);
    });
    // A 304, a HEAD or an empty body ends without an 'end' event from the file stream.
    res.once('finish', () => done(true));
    stream.pipe(res);
  });
}

/** The headers `send` sets on a file it starts sending; cleared when that file fails first. */
const SEND_HEADERS = new Set(['accept-ranges', 'last-modified', 'etag', 'content-type', 'content-length', 'content-range']);


/**
 * The sender of the files in `dist`.
 * @param {string} dist the built app's folder (absolute)
 * @param {(pathname: string) => string} cacheControl the Cache-Control of a file, by its path
 *   below `dist` (`/assets/index-abc.js`)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathname: string) => Promise<boolean>}
 *   sends the file at `pathname` (`/dir/` meaning `/dir/index.html`), its brotli or gzip sibling
 *   when the client accepts that encoding and the build made one; false, having sent nothing,
 *   when there is no such file (missing, vanished, a folder, outside `dist`). Never rejects.
 */
export function staticFiles(dist, cacheControl) {
  return async (req, res, pathname) => {
    const path = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
    const type = mime.contentType(extname(path)) || 'application/octet-stream';
    const common = { 'Cache-Control': cacheControl(pathname), Vary: 'Accept-Encoding', 'Content-Type': type };
    const accepted = String(req.headers['accept-encoding'] ?? '');
    for (const [encoding, suffix, accepts] of ENCODINGS) {
      if (accepts.test(accepted) && (await sendOne(req, res, dist, `${path}${suffix}`, { ...common, 'Content-Encoding': encoding }))) return true;
    }
    return sendOne(req, res, dist, path, common);
  };
}
