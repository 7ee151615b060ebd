import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { servesHost, webSecurityHeaders } from './web-security.mjs';

const root = resolve(__dirname, '../..');

/** Headers every scope of the nginx image that adds headers must send, as the web server does. */
const REQUIRED = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'x-content-type-options', 'cross-origin-opener-policy', 'cross-origin-resource-policy'];

/**
 * The `add_header` lines of nginx.conf by scope: `server` for those outside every location, else the
 * location's pattern. nginx inherits a server's add_header lines only into locations without any.
 */
function addHeadersByScope(conf: string): Map<string, Record<string, string>> {
  const scopes = new Map<string, Record<string, string>>();
  let scope = 'server';
  for (const line of conf.split('\n').map((text) => text.trim())) {
    const location = /^location\s+(.+?)\s*\{$/.exec(line);
    if (location) scope = location[1];
    else if (line === '}' && scope !== 'server') scope = 'server';
    const header = /^add_header\s+([\w-]+)\s+(?:"([^"]*)"|(\S+))\s+always;$/.exec(line);
    if (header) scopes.set(scope, { ...scopes.get(scope), [header[1].toLowerCase()]: header[2] ?? header[3] });
  }
  return scopes;
}

describe('the app\'s security headers', () => {
  it('has a CSP with no inline script, no framing, and the editor worker and styles allowed', () => {
    const csp = webSecurityHeaders()['content-security-policy'];
    expect(csp.split(';')).toEqual(
      expect.arrayContaining(["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "worker-src 'self'", "style-src 'self' 'unsafe-inline'", "object-src 'none'"]),
    );
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(webSecurityHeaders()['x-frame-options']).toBe('DENY');
  });

  it('are the same in the nginx image, in every scope that adds headers (a location with add_header lines drops the server\'s)', () => {
    const expected = webSecurityHeaders();
    const scopes = addHeadersByScope(readFileSync(join(root, 'deploy', 'docker', 'nginx.conf'), 'utf8'));
    expect([...scopes.keys()].sort()).toEqual(['/', '/assets/', 'server']);
    for (const [scope, headers] of scopes) {
      for (const name of REQUIRED) expect([scope, name, headers[name]]).toEqual([scope, name, expected[name]]);
    }
  });

  it('serves loopback and the host of WEB_ORIGIN only', () => {
    const origin = 'https://practice.example.org';
    expect(['localhost', 'LOCALHOST:4200', '127.0.0.1:1', '[::1]:4200', 'practice.example.org:8443'].map((host) => servesHost(host, origin))).toEqual([true, true, true, true, true]);
    expect(['evil.example', '127.0.0.2', 'localhost.evil.example', 'a@localhost', 'localhost/x', '', undefined].map((host) => servesHost(host, origin))).toEqual([false, false, false, false, false, false, false]);
  });
});
