import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { createWebServer } from './web-server.mjs';
import { webSecurityHeaders } from './web-security.mjs';

/**
 * Runs when the web server's file sender opens a file to read it, after it found the file: the
 * instant a rebuild removing files under a running server could hit. It may return a stream to
 * read instead of the file. Set by a test, cleared after it.
 */
let mockBeforeRead: ((path: string) => Readable | undefined) | undefined;
jest.mock('fs', () => {
  const actual = jest.requireActual<typeof import('fs')>('fs');
  return {
    ...actual,
    createReadStream: (...args: Parameters<typeof actual.createReadStream>) => mockBeforeRead?.(String(args[0])) ?? actual.createReadStream(...args),
  };
});

const INDEX = '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>';

function listen(server: Server): Promise<string> {
  return new Promise((resolveUrl) => server.listen(0, '127.0.0.1', () => resolveUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/** One request with the path exactly as given (fetch would resolve `..` itself) and any Host header. */
function raw(base: string, path: string, headers: OutgoingHttpHeaders = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolveResponse, reject) => {
    const outgoing = request(`${base}/`, { path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolveResponse({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('production web server', () => {
  let dist: string;
  let gateway: Server;
  let seen: { url: string; headers: IncomingHttpHeaders }[];
  let web: Server;
  let url: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'algosheets-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(100));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app");'.repeat(100)));
    writeFileSync(join(dist, '.source-hash'), 'not served');
    seen = [];
    gateway = createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ status: 'ok' }));
    });
    const gatewayUrl = await listen(gateway);
    web = createWebServer({ dist, gatewayUrl, webOrigin: 'https://practice.example.org' });
    url = await listen(web);
  });

  afterAll(async () => {
    await new Promise((r) => web.close(r));
    await new Promise((r) => gateway.close(r));
    rmSync(dist, { recursive: true, force: true });
  });

  it('forwards /api to the gateway with the client address in X-Forwarded-For', async () => {
    const response = await fetch(`${url}/api/v1/health?x=1`);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(seen.at(-1)?.url).toBe('/api/v1/health?x=1');
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('answers client-side routes with index.html, revalidated on every load', async () => {
    for (const path of ['/', '/problems', '/problem/abc', '/apiary']) {
      const response = await fetch(`${url}${path}`);
      expect([path, response.status, response.headers.get('cache-control'), await response.text()]).toEqual([path, 200, 'no-cache', INDEX]);
    }
  });

  it('serves hashed assets as immutable for a year, precompressed when accepted', async () => {
    const gzip = await fetch(`${url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const plain = await fetch(`${url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log("app")');
  });

  it('404s a missing asset, never serves dot files nor anything outside dist', async () => {
    expect((await fetch(`${url}/assets/gone-000000.js`)).status).toBe(404);
    expect(await (await fetch(`${url}/.source-hash`)).text()).toBe(INDEX);
    for (const path of ['/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2f..%2fetc%2fpasswd']) {
      expect([path, await (await fetch(`${url}${path}`)).text()]).not.toEqual([path, expect.stringContaining('root:')]);
    }
  });

  it('keeps serving when a rebuild removes files under it: 404 for a vanished asset, the new index.html for a route', async () => {
    writeFileSync(join(dist, 'assets', 'old-111111.js'), 'old build');
    writeFileSync(join(dist, 'assets', 'old-111111.js.br'), 'old build, compressed');
    expect(await (await fetch(`${url}/assets/old-111111.js`, { headers: { 'Accept-Encoding': 'identity' } })).text()).toBe('old build');
    rmSync(join(dist, 'assets', 'old-111111.js'));
    rmSync(join(dist, 'assets', 'old-111111.js.br'));
    for (const encoding of ['br', 'identity']) expect((await fetch(`${url}/assets/old-111111.js`, { headers: { 'Accept-Encoding': encoding } })).status).toBe(404);
    writeFileSync(join(dist, 'index.html'), `${INDEX}<!-- rebuilt -->`);
    try {
      expect(await (await fetch(`${url}/problems`)).text()).toBe(`${INDEX}<!-- rebuilt -->`);
      expect(web.listening).toBe(true);
    } finally {
      writeFileSync(join(dist, 'index.html'), INDEX);
    }
  });

  it('answers 404 for a file removed after it was found but before it was read, and a new index.html answers routes', async () => {
    const asset = join(dist, 'assets', 'race-222222.js');
    const body = 'race build'.repeat(10_000);
    // The rebuild's cleanup: the file and its precompressed sibling go, whichever is read first.
    mockBeforeRead = (path) => {
      const plain = path.replace(/\.gz$/, '');
      if (plain.endsWith('race-222222.js')) {
        rmSync(plain, { force: true });
        rmSync(`${plain}.gz`, { force: true });
      }
      return undefined;
    };
    try {
      for (const encoding of ['gzip', 'identity']) {
        writeFileSync(asset, body);
        writeFileSync(`${asset}.gz`, gzipSync(body));
        const response = await fetch(`${url}/assets/race-222222.js`, { headers: { 'Accept-Encoding': encoding } });
        expect([encoding, response.status, response.headers.get('content-encoding'), response.headers.get('etag')]).toEqual([encoding, 404, null, null]);
        expect([existsSync(asset), existsSync(`${asset}.gz`)]).toEqual([false, false]);
      }
      mockBeforeRead = (path) => {
        if (path.endsWith('index.html')) rmSync(path);
        return undefined;
      };
      expect((await fetch(`${url}/problems`, { headers: { 'Accept-Encoding': 'identity' } })).status).toBe(404);
      mockBeforeRead = undefined;
      writeFileSync(join(dist, 'index.html'), `${INDEX}<!-- rebuilt -->`);
      expect(await (await fetch(`${url}/problems`)).text()).toBe(`${INDEX}<!-- rebuilt -->`);
      expect(web.listening).toBe(true);
    } finally {
      mockBeforeRead = undefined;
      writeFileSync(join(dist, 'index.html'), INDEX);
    }
  });

  it('ends only that connection when a read fails after the answer began, and keeps serving', async () => {
    // An I/O error half-way (a disk fault) must not become an error nobody handles, which stops
    // all of npm start.
    mockBeforeRead = (path) => {
      if (!path.endsWith('index-abc123.js')) return undefined;
      let sent = false;
      return new Readable({
        read() {
          if (!sent) {
            sent = true;
            this.push('console.log(');
            return;
          }
          this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
        },
      });
    };
    try {
      await expect(fetch(`${url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'identity' } }).then((response) => response.text())).rejects.toThrow();
    } finally {
      mockBeforeRead = undefined;
    }
    expect(web.listening).toBe(true);
    expect(await (await fetch(`${url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'identity' } })).text()).toContain('console.log("app")');
  });

  it('answers only the hosts it serves: loopback and the host of WEB_ORIGIN; any other Host gets 421 (DNS rebinding)', async () => {
    for (const host of ['localhost:4200', '127.0.0.1', '[::1]:4200', 'practice.example.org', 'PRACTICE.example.org:443']) {
      expect([host, (await raw(url, '/api/v1/health', { host })).status]).toEqual([host, 200]);
    }
    const before = seen.length;
    for (const host of ['attacker.example', 'practice.example.org.attacker.example', 'localhost@attacker.example', '[::2]:4200', '127.0.0.1.nip.io']) {
      for (const path of ['/', '/api/v1/auth/login']) {
        const response = await raw(url, path, { host });
        expect([host, path, response.status, response.body]).toEqual([host, path, 421, expect.stringContaining('"code":"MISDIRECTED_REQUEST"')]);
      }
    }
    expect(seen.length).toBe(before);
  });

  it('normalises the path before deciding: only /api/v1/…, /api/docs and the queue board reach the gateway', async () => {
    const before = seen.length;
    for (const path of ['/api/../metrics', '/api/%2e%2e/metrics', '/api/v1/../../metrics', '/api/v1/%2E%2E/%2e%2e/metrics', '/api/./../metrics']) {
      const response = await raw(url, path);
      // Outside /api, the resolved path is one of the app's routes: index.html, never the gateway.
      expect([path, response.status, response.body]).toEqual([path, 200, INDEX]);
    }
    for (const path of ['/api/metrics', '/api/v1/../metrics', '/api', '/api/v2/health', '/api/admin/other']) {
      const response = await raw(url, path);
      expect([path, response.status, JSON.parse(response.body)]).toEqual([path, 404, { statusCode: 404, code: 'NOT_FOUND', message: 'There is no such API path.' }]);
    }
    expect(seen.length).toBe(before);
    await raw(url, '/api/v1/problems/../health?x=2');
    await raw(url, '/api/docs-json');
    await raw(url, '/api/admin/queues/api/queues');
    expect(seen.slice(before).map((entry) => entry.url)).toEqual(['/api/v1/health?x=2', '/api/docs-json', '/api/admin/queues/api/queues']);
  });

  it('sends the CSP, X-Frame-Options, Referrer-Policy and Permissions-Policy with the app', async () => {
    for (const path of ['/', '/problems', '/assets/index-abc123.js']) {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https:;font-src 'self' data:;connect-src 'self';worker-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      );
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(webSecurityHeaders()['strict-transport-security']).toBeUndefined();
  });

  it('answers 502 in the one error shape while the gateway is down', async () => {
    const down = createWebServer({ dist, gatewayUrl: 'http://127.0.0.1:1' });
    const downUrl = await listen(down);
    try {
      const response = await fetch(`${downUrl}/api/v1/health`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ statusCode: 502, code: 'BAD_GATEWAY', message: 'The API is not reachable; try again in a moment.' });
    } finally {
      await new Promise((r) => down.close(r));
    }
  });
});
