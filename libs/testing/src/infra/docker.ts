import { existsSync } from 'node:fs';

/**
 * True when a Docker daemon is likely to answer, so testcontainers can be tried. The socket test
 * is cheap; testcontainers itself reports a daemon that is present but unusable.
 */
export function dockerLikelyAvailable(dockerHost: string | undefined): boolean {
  return Boolean(dockerHost) || existsSync('/var/run/docker.sock');
}
