import { GatewaySession } from './gateway-session';

/** Where load-test learners' e-mail addresses live; the cleanup removes exactly this domain. */
export const DEFAULT_LEARNER_DOMAIN = 'load-test.algosheets.invalid';

/** Sign-ups and logins in flight at once (the gateway hashes passwords with argon2: CPU-heavy). */
const SIGN_IN_PARALLEL = 4;

/** How often a sign-in answered 429 is tried again (after its Retry-After) before giving up. */
const SIGN_IN_ATTEMPTS = 5;

/**
 * The address of load-test learner `index` (0-based): `load-learner-0007@<domain>`, or
 * `load-learner-<run>-0007@<domain>` for a run with its own learners (a generated password).
 * The cleanup's `load-learner-%@<domain>` matches both.
 */
export function learnerEmail(index: number, domain = DEFAULT_LEARNER_DOMAIN, run?: string): string {
  return `load-learner-${run === undefined ? '' : `${run}-`}${String(index).padStart(4, '0')}@${domain}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs in load-test learner `index`: registers it, or logs in when the address exists (409), so
 * that runs reuse the same accounts. A 429 (the per-IP sign-in limit) is waited out.
 * @throws Error when the gateway refuses (wrong password for an existing learner, 4xx, 5xx)
 */
export async function signInLearner(base: string, index: number, password: string, domain = DEFAULT_LEARNER_DOMAIN, run?: string): Promise<GatewaySession> {
  const session = new GatewaySession(base);
  const email = learnerEmail(index, domain, run);
  for (let attempt = 1; ; attempt++) {
    let answer = await session.request('POST', '/api/v1/auth/register', { name: `Load learner ${index}`, email, password });
    if (answer.status === 409) answer = await session.request('POST', '/api/v1/auth/login', { email, password });
    if (answer.status === 200 || answer.status === 201) return session;
    if (answer.status !== 429 || attempt >= SIGN_IN_ATTEMPTS) throw new Error(`signing in ${email} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    await sleep((answer.retryAfterS ?? 1) * 1000);
  }
}

/**
 * Signs in learners 0 … count-1 (at most {@link SIGN_IN_PARALLEL} at once), in order; `run`
 * as in {@link learnerEmail}.
 * @throws Error from {@link signInLearner}
 */
export async function signInLearners(base: string, count: number, password: string, domain = DEFAULT_LEARNER_DOMAIN, run?: string): Promise<GatewaySession[]> {
  const sessions: GatewaySession[] = new Array(count);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < count) {
      const index = next++;
      sessions[index] = await signInLearner(base, index, password, domain, run);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SIGN_IN_PARALLEL, count) }, lane));
  return sessions;
}
