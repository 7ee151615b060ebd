import type { DependencyState } from '@algosheets/contracts';

/** How long one dependency check may take before it counts as down, in ms. */
export const PROBE_TIMEOUT_MS = 2000;

/**
 * Runs one health check (`SELECT 1`, `PING`, an HTTP GET) bounded by `timeoutMs`: 'up' when it
 * resolves in time, 'down' when it rejects or times out. Never throws.
 */
export async function probeDependency(check: () => Promise<unknown>, timeoutMs = PROBE_TIMEOUT_MS): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
