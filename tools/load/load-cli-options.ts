import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DEFAULT_LEARNER_DOMAIN } from './learners';

/** Options shared by the load-test CLIs, from `process.argv`. */
export interface LoadCliOptions {
  /** Gateway base URL without a trailing slash, e.g. https://algosheets.example.com. */
  url: string;
  /** How long autocannon drives the gateway, s. */
  durationS: number;
  /** Learners (one connection each); `--count` of load:learners is the same number. */
  learners: number;
  /** The learners' password: `--password`, else LOAD_TEST_PASSWORD, else generated for this run. */
  password: string;
  /**
   * Set when the password was generated: a tag (8 hex characters) that this run's learners carry
   * in their addresses (`load-learner-<run>-0000@…`), because the learners of earlier runs have
   * another password. Undefined when the password was given: learners are then reused.
   */
  run?: string;
  domain: string;
  languages: string;
  problems: number;
}

/**
 * What a CLI needs: `run` (bench:load: URL; password optional), `learners` (load:learners: URL
 * and a known password, since learners nobody can sign in as are of no later use), `cleanup`
 * (load:cleanup: neither).
 */
export type LoadCliKind = 'run' | 'learners' | 'cleanup';

/** A command line the CLI cannot run with; {@link failCli} exits with code 2 for it. */
export class LoadCliUsageError extends Error {}

/** Exit code of a CLI given bad options (1 is a failure while running). */
export const USAGE_EXIT_CODE = 2;

/** Shortest password accepted from `--password`/LOAD_TEST_PASSWORD (above the gateway's 6: learners of a shared staging cluster). */
const MIN_PASSWORD = 8;

const USAGE =
  'options: --url <gateway base URL> [--duration <s>=30] [--learners <n>=10] [--password <learners\' password>, else LOAD_TEST_PASSWORD, else one generated per run] ' +
  `[--domain <e-mail domain>=${DEFAULT_LEARNER_DOMAIN}] [--languages PYTHON,JAVASCRIPT] [--problems <n>=10]`;

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new LoadCliUsageError(`--${name} must be a whole number of at least 1, not "${text}" (${USAGE})`);
  return value;
}

/**
 * Parses the command line. No password lives in the repository: it is `--password`, else the
 * environment's LOAD_TEST_PASSWORD, else (for `run` only) 18 random bytes generated for this run,
 * never printed, with a run tag so that this run signs up fresh learners.
 * @throws LoadCliUsageError naming the option and the usage when one is missing, unknown or invalid
 */
export function parseLoadCliOptions(argv: string[], kind: LoadCliKind, env: NodeJS.ProcessEnv = process.env): LoadCliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        duration: { type: 'string', default: '30' },
        learners: { type: 'string', default: '10' },
        count: { type: 'string' },
        password: { type: 'string' },
        domain: { type: 'string', default: DEFAULT_LEARNER_DOMAIN },
        languages: { type: 'string', default: 'PYTHON,JAVASCRIPT' },
        problems: { type: 'string', default: '10' },
      },
    }));
  } catch (error) {
    throw new LoadCliUsageError(`${error instanceof Error ? error.message : String(error)} (${USAGE})`);
  }
  if (kind !== 'cleanup' && !/^https?:\/\/[^\s/]+(\/\S*)?$/.test(values.url ?? '')) {
    throw new LoadCliUsageError(`--url must be the gateway's http(s) base URL${values.url === undefined ? '' : `, not "${values.url}"`} (${USAGE})`);
  }
  // An empty LOAD_TEST_PASSWORD (`LOAD_TEST_PASSWORD= npm run …`) counts as unset.
  const given = values.password ?? (env.LOAD_TEST_PASSWORD || undefined);
  if (given !== undefined && given.length < MIN_PASSWORD) throw new LoadCliUsageError(`the password (--password or LOAD_TEST_PASSWORD) must have at least ${MIN_PASSWORD} characters (${USAGE})`);
  if (given === undefined && kind === 'learners') throw new LoadCliUsageError(`--password or LOAD_TEST_PASSWORD is required: bench:load signs these learners in with it later (${USAGE})`);
  const generated = given === undefined && kind === 'run';
  return {
    url: (values.url ?? '').replace(/\/+$/, ''),
    durationS: positive('duration', values.duration),
    learners: positive('learners', values.count ?? values.learners),
    password: given ?? (generated ? randomBytes(18).toString('base64url') : ''),
    run: generated ? randomBytes(4).toString('hex') : undefined,
    domain: values.domain,
    languages: values.languages,
    problems: positive('problems', values.problems),
  };
}

/**
 * Prints why a CLI failed (with the network cause of a failed fetch) and sets the exit code:
 * {@link USAGE_EXIT_CODE} for bad options, 1 otherwise.
 */
export function failCli(error: unknown): void {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  console.error(`${error instanceof Error ? error.message : String(error)}${cause}`);
  process.exitCode = error instanceof LoadCliUsageError ? USAGE_EXIT_CODE : 1;
}
