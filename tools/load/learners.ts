import { existsSync } from 'node:fs';
import { GatewaySession } from './gateway-session';
import { readSessionsFile, writeSessionsFile } from './load-run-files';

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

/** Refreshes in flight at once when a run reuses saved sessions (no argon2: an HMAC and a row each). */
const REFRESH_PARALLEL = 16;

/** What {@link learnerSessions} needs of the command line. */
export interface LearnerSource {
  url: string;
  learners: number;
  password: string;
  domain: string;
  run?: string;
  sessions?: string;
}

/**
 * The learners of a run. With a sessions file (`--sessions`, written by `load:learners` or an
 * earlier run) its first `learners` sessions are renewed with their refresh tokens, so a run of
 * 10,000 learners starts in seconds instead of 10,000 argon2 sign-ins; a session the gateway no
 * longer renews (expired, or revoked) is signed in again with the password when one is known. The
 * file is rewritten with the rotated tokens (mode 0600). Without a file, learners sign in through
 * {@link signInLearners}.
 * @throws Error when the file has fewer sessions than asked, or a session can be renewed neither way
 */
export async function learnerSessions(source: LearnerSource): Promise<GatewaySession[]> {
  if (source.sessions === undefined || !existsSync(source.sessions)) {
    const sessions = await signInLearners(source.url, source.learners, source.password, source.domain, source.run);
    if (source.sessions !== undefined) writeSessionsFile(source.sessions, sessions.map((session, index) => ({ email: learnerEmail(index, source.domain, source.run), cookies: session.cookieJar() })));
    return sessions;
  }
  const saved = readSessionsFile(source.sessions);
  if (saved.length < source.learners) throw new Error(`${source.sessions} holds ${saved.length} sessions, fewer than --learners ${source.learners}: npm run load:learners -- --count ${source.learners}`);
  const sessions: GatewaySession[] = new Array(source.learners);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < source.learners) {
      const index = next++;
      const session = GatewaySession.fromCookies(source.url, saved[index].cookies);
      if (await session.refresh()) sessions[index] = session;
      else if (source.password) sessions[index] = await signInLearner(source.url, index, source.password, source.domain, source.run);
      else throw new Error(`the saved session of ${saved[index].email} is no longer renewed: give --password (or LOAD_TEST_PASSWORD) to sign in again`);
      saved[index] = { email: saved[index].email, cookies: sessions[index].cookieJar() };
    }
  };
  await Promise.all(Array.from({ length: Math.min(REFRESH_PARALLEL, source.learners) }, lane));
  writeSessionsFile(source.sessions, saved);
  return sessions;
}
