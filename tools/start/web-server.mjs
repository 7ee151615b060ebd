// The production web server of `npm start`: one port serving the built app and forwarding `/api`
// to the gateway. Hashed assets (dist/assets/*) are cached for a year and immutable; index.html and
// the other root files are revalidated on every load (no-cache), so a new build shows at once.
// Compressed files (.br, .gz) made at build time are sent when the browser accepts them; any path
// that is not a file gets index.html (the SPA's client-side routes), except a missing hashed asset
// or a name with an extension, which is a 404. Files are opened on every request, not listed once
// at start (static-files.mjs): a rebuild replaces dist/ under a running server, and a file of the
// old build must then be a 404 (or the new index.html), never a read of a vanished file.
//
// Every request must name a host we serve (else 421: DNS rebinding), its path is normalised before
// anything is decided (`/api/../metrics` is `/metrics`), and only the gateway's public paths are
// forwarded: `/api/v1/…`, its OpenAPI page `/api/docs` and the admins' queue board
// `/api/admin/queues`. The app's own answers carry the CSP and the other headers of web-security.mjs.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createProxyServer } from 'http-proxy-3';
import { staticFiles } from './static-files.mjs';
import { servesHost, webSecurityHeaders } from './web-security.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths forwarded to the gateway, each with everything below it; any other `/api` path is a 404. */
const GATEWAY_PATHS = ['/api/v1', '/api/docs', '/api/docs-json', '/api/admin/queues'];

const forwarded = (pathname) => GATEWAY_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Answers `status` with the API's one error body. */
function sendError(res, status, code, message, headers = {}) {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ statusCode: status, code, message }));
}

/**
 * The request's path with `.` and `..` segments resolved the way a URL parser does (`%2e` counts
 * as a dot), `//` kept; the query string as it came. Undefined when it is no origin-form path.
 */
function normalise(url) {
  if (!url?.startsWith('/') || url.startsWith('//')) return undefined;
  try {
    const parsed = new URL(url, 'http://web.invalid');
    return { pathname: parsed.pathname, search: parsed.search };
  } catch {
    return undefined;
  }
}

/**
 * Creates (does not start) the web server.
 * @param {{ dist: string, gatewayUrl: string, webOrigin?: string }} options the built app's
 *   folder; the gateway's origin; the address users type (its host is served besides loopback;
 *   default `http://localhost:4200`)
 * @returns {import('node:http').Server}
 */
export function createWebServer({ dist, gatewayUrl, webOrigin = 'http://localhost:4200' }) {
  const security = webSecurityHeaders();
  const sendFile = staticFiles(resolve(dist), (pathname) => (pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache'));
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
    if (!servesHost(req.headers.host, webOrigin)) {
      sendError(res, 421, 'MISDIRECTED_REQUEST', 'This server does not serve that host name.', security);
      return;
    }
    const path = normalise(req.url);
    if (!path) {
      sendError(res, 400, 'BAD_REQUEST', 'The request path is not valid.', security);
      return;
    }
    req.url = `${path.pathname}${path.search}`;
    if (path.pathname === '/api' || path.pathname.startsWith('/api/')) {
      if (forwarded(path.pathname)) proxy.web(req, res);
      else sendError(res, 404, 'NOT_FOUND', 'There is no such API path.', security);
      return;
    }
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    serveApp(sendFile, req, res).catch(() => res.destroy());
  });
}

/**
 * Answers a request for the app: the file at its path, else index.html for a client-side route. A
 * missing hashed asset (a stale page asking for an old build) or any name with an extension is a
 * 404, not the SPA's index.
 */
async function serveApp(sendFile, req, res) {
  // Per-request lookups do not skip dot files: a path with a segment that starts with a dot
  // (.source-hash) is answered as a client route.
  const pathname = hasDotSegment(req.url) ? '/' : req.url.split('?')[0];
  if (await sendFile(req, res, pathname)) return;
  const route = !pathname.startsWith('/assets/') && !/\.\w+$/.test(pathname.slice(pathname.lastIndexOf('/')));
  if (route && (await sendFile(req, res, '/index.html'))) return;
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('not found');
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
