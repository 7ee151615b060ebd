// The production web server of `npm start`: one port serving the built app and forwarding `/api`
// to the gateway. Hashed assets (dist/assets/*) are cached for a year and immutable; index.html and
// the other root files are revalidated on every load (no-cache), so a new build shows at once.
// Compressed files (.br, .gz) made at build time are sent when the browser accepts them; any path
// that is not a file gets index.html (the SPA's client-side routes). Files are looked up on every
// request, not listed once at start: a rebuild replaces dist/ under a running server, and a file
// of the old build must then be a 404 (or the new index.html), never a read of a vanished file.
import { createServer } from 'node:http';
import { createProxyServer } from 'http-proxy-3';
import sirv from 'sirv';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Creates (does not start) the web server.
 * @param {{ dist: string, gatewayUrl: string }} options the built app's folder; the gateway's origin
 * @returns {import('node:http').Server}
 */
export function createWebServer({ dist, gatewayUrl }) {
  const options = {
    // sirv's per-request lookup (its `dev` mode); Cache-Control is still ours (setHeaders wins).
    dev: true,
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  };
  // A missing hashed asset is a 404 (a stale page asking for an old build), not the SPA's index.
  const hashedAssets = sirv(dist, options);
  const app = sirv(dist, { ...options, single: true });
  // xfwd: the gateway sees the client's address in X-Forwarded-For (it trusts this one hop).
  const proxy = createProxyServer({ target: gatewayUrl, xfwd: true, proxyTimeout: 120_000 });
  proxy.on('error', (_error, _req, res) => {
    if (!res || !('writeHead' in res) || res.headersSent) {
      res?.destroy?.();
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 502, code: 'BAD_GATEWAY', message: 'The API is not reachable; try again in a moment.' }));
  });
  return createServer((req, res) => {
    // Per-request lookups (unlike sirv's start-time list) do not skip dot files: a path with a
    // segment that starts with a dot (.source-hash, ../) is answered as a client route.
    if (hasDotSegment(req.url ?? '/')) req.url = '/';
    if (req.url === '/api' || req.url?.startsWith('/api/')) {
      proxy.web(req, res);
      return;
    }
    if (req.url?.startsWith('/assets/')) {
      hashedAssets(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('not found');
      });
      return;
    }
    app(req, res);
  });
}

/** Whether a request path (`%`-escapes decoded) has a segment starting with a dot. */
function hasDotSegment(url) {
  const path = url.split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged as sent.
  }
  return /(^|[/\\])\./.test(decoded);
}
