/** Longest key kept; a longer header value is cut to it (keys are compared, never shown). */
const MAX_KEY_LENGTH = 128;

/** The fair-share key of a request's header value: trimmed and capped, '' when absent or not a string. */
export function fairShareKey(header: unknown): string {
  return typeof header === 'string' ? header.trim().slice(0, MAX_KEY_LENGTH) : '';
}

/**
 * Whether `count` more submissions of one key may enter the queue bounded by `maxQueueSize`
 * (Judge0's `MAX_QUEUE_SIZE`). Below the bound anyone may. At the bound a key is still admitted up
 * to its share of it, `maxQueueSize / (keys with pending submissions, this one included)`, so one
 * learner's flood cannot turn every other learner's runs into 503 "queue is full". Twice the bound
 * is a hard limit for everyone.
 */
export function admitsFairly(queue: { pending: number; pendingOf(key: string): number; pendingKeys: number }, key: string, count: number, maxQueueSize: number): boolean {
  if (queue.pending + count <= maxQueueSize) return true;
  if (queue.pending + count > 2 * maxQueueSize) return false;
  const own = queue.pendingOf(key);
  const keys = queue.pendingKeys + (own === 0 ? 1 : 0);
  return own + count <= Math.floor(maxQueueSize / keys);
}
