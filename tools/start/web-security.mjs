// What the web app's own answers (its HTML and assets) carry, and which hosts the web server
// answers. One place for `npm start`'s web server, `vite preview` (what the browser tests drive) and
// the nginx image, whose config a test compares with these headers.
import helmet from 'helmet';

/**
 * The Content-Security-Policy directives (helmet's names). No inline or foreign script at all;
 * styles may be inline because Chakra UI (emotion) and Monaco insert `<style>` elements at run
 * time; Monaco's editor worker is a hashed file of our own (`worker-src 'self'`); profile pictures
 * come from Google over https; nobody may frame the app (`frame-ancestors 'none'`, clickjacking).
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Browser features the app never uses, switched off for it and anything it might embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()';

/**
 * The security headers of every answer the web server gives itself (never the API's, which the
 * gateway sets): helmet's, with our CSP, `X-Frame-Options: DENY`, `Referrer-Policy:
 * strict-origin-when-cross-origin`, plus `Permissions-Policy`. No HSTS: `npm start` serves plain
 * HTTP; the TLS terminator in front sets it.
 * @returns {Record<string, string>} header name (lower case) → value
 */
export function webSecurityHeaders() {
  const headers = {};
  const capture = { setHeader: (name, value) => (headers[name.toLowerCase()] = String(value)), removeHeader: () => {} };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  })({}, capture, () => {});
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** Hosts every local install answers, whatever `WEB_ORIGIN` says. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** A `Host` header: a name or an IPv4 or bracketed IPv6 address, then an optional port. */
const HOST_HEADER = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Whether a request's `Host` header names a host we serve: loopback or the host of `webOrigin`
 * (any port). Anything else is a name we never published, such as an attacker's DNS name rebound
 * to 127.0.0.1 (DNS rebinding), and gets 421.
 * @param {string | undefined} host the `Host` header
 * @param {string} webOrigin the address users type, e.g. `http://localhost:4200`
 */
export function servesHost(host, webOrigin) {
  const hostname = HOST_HEADER.exec(host ?? '')?.[1]?.toLowerCase();
  return hostname !== undefined && (LOOPBACK_HOSTS.includes(hostname) || hostname === new URL(webOrigin).hostname);
}
