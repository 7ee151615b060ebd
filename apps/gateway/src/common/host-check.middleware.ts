import { type ApiError, ErrorCode } from '@algosheets/contracts';
import type { NextFunction, Request, Response } from 'express';

/** Hosts every install answers, whatever `WEB_ORIGIN` says. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Paths that machines call by the pod's address (Kubernetes probes, Prometheus scrapes): they
 * change nothing, read no session and are answered whatever the `Host`.
 */
const ANY_HOST_PATHS = ['/api/v1/health', '/metrics'];

/** `Host`: a name, an IPv4 or a bracketed IPv6 address, then an optional port. */
const HOST_HEADER = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Express middleware answering 421 `MISDIRECTED_REQUEST` (the one error body) to a request whose
 * `Host` names none of the hosts the gateway serves: loopback, the host of `WEB_ORIGIN` and those of
 * `SERVED_HOSTS` (any port). A web page that rebinds a DNS name of its own to 127.0.0.1 (DNS rebinding) becomes
 * same-origin with the API, but its requests still carry its own name, so they are refused before
 * cookies or credentials are looked at. The health route and `/metrics` are exempt.
 * @param webOrigin the origin users type, e.g. `https://practice.example.org`
 * @param servedHosts further host names, lower case (the in-cluster names of the gateway's Service)
 */
export function hostCheckMiddleware(webOrigin: string, servedHosts: readonly string[] = []) {
  const served = new Set([...LOOPBACK_HOSTS, new URL(webOrigin).hostname.toLowerCase(), ...servedHosts]);
  return (request: Request, response: Response, next: NextFunction): void => {
    const hostname = HOST_HEADER.exec(request.headers.host ?? '')?.[1]?.toLowerCase();
    if ((hostname !== undefined && served.has(hostname)) || ANY_HOST_PATHS.some((path) => request.path === path || request.path.startsWith(`${path}/`))) {
      next();
      return;
    }
    const body: ApiError = { statusCode: 421, code: ErrorCode.MisdirectedRequest, message: 'This server does not serve that host name.' };
    response.status(421).json(body);
  };
}
