import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DEFAULT_LEARNER_DOMAIN } from './learners';
import { DEFAULT_MIX, type MixWeights, parseKindWeights } from './load-mix';
import { DEFAULT_THRESHOLDS, type LoadShape, type LoadThresholds } from './load-test';

/** Options shared by the load-test CLIs, from `process.argv`. */
export interface LoadCliOptions {
  /** Gateway base URL without a trailing slash, e.g. https://algosheets.example.com. */
  url: string;
  /** The open model: arrival rate, ramp, hold and think time. */
  shape: LoadShape;
  /** Learners; `--count` of load:learners is the same number. */
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
  /** Sessions file of load:learners (`--sessions`): its tokens are reused instead of signing in. */
  sessions?: string;
  weights: MixWeights;
  thresholds: LoadThresholds;
  /** Artillery worker threads of this generator. */
  workers: number;
  /** Where the JSON summary is written besides stdout (`--report`). */
  report?: string;
  help: boolean;
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
  `[--domain <e-mail domain>=${DEFAULT_LEARNER_DOMAIN}] [--languages PYTHON,JAVASCRIPT] [--problems <n>=10] (--help: all options)`;

/** `npm run bench:load -- --help`. */
export const HELP = `npm run bench:load -- --url <gateway base URL> [options]

Drives the gateway with Artillery in an open model: learners arrive at --rate per second whatever
the gateway's speed, each opens the problem list and a problem, thinks, then clicks Run or Submit
(the web app's exact request) and waits for the verdict (a 202 is followed by long polls). Prints
verdict latency p50/p95/p99 per mode x language, refusals apart, per-interval series and a JSON
summary; exits 1 when a threshold is broken, 2 on bad options.

open model
  --rate <n/s>            arrivals (one Run or Submit each) per second during the hold   [2]
  --ramp <s>              ramp from 1/s to --rate first                                  [10]
  --duration <s>          hold at --rate for this long                                   [30]
  --think <s>             think time between opening a problem and clicking              [3]
  --workers <n>           Artillery worker threads of this generator                     [1]
mix (from content/)
  --languages <list>      PYTHON,JAVASCRIPT,JAVA,TYPESCRIPT,CPP                          [PYTHON,JAVASCRIPT]
  --problems <n>          problems of the deployment that content/ solves                [10]
  --submit-ratio <0-1>    share of Submits (the rest are Runs)                           [${DEFAULT_MIX.submitRatio}]
  --mix <kind=w,...>      accepted, wrong (content/problems/*/wrong), too-slow, compile-error
                                                                                         [${Object.entries(DEFAULT_MIX.kinds).map(([k, w]) => `${k}=${w}`).join(',')}]
learners
  --learners <n>          learners the run signs in (or takes from --sessions)           [10]
  --sessions <file>       sessions file of npm run load:learners: tokens reused, no argon2 sign-in
  --password <p>          the learners' password, else LOAD_TEST_PASSWORD, else one generated per run
  --domain <host>         e-mail domain of the learners                                  [${DEFAULT_LEARNER_DOMAIN}]
thresholds (exit 1 when broken)
  --max-run-p95 <ms>      p95 Run verdict latency, each language                         [${DEFAULT_THRESHOLDS.runP95Ms}]
  --max-submit-p95 <ms>   p95 Submit verdict latency, each language                      [${DEFAULT_THRESHOLDS.submitP95Ms}]
  --max-error-rate <0-1>  (no verdict + Internal Error) / attempts                       [${DEFAULT_THRESHOLDS.errorRate}]
  --max-503-rate <0-1>    (503 queue full + Run timed out) / attempts                    [${DEFAULT_THRESHOLDS.unavailableRate}]
output
  --report <file>         also write the JSON summary there
`;

function fraction(name: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) throw new LoadCliUsageError(`--${name} must be a number from 0 to 1, not "${text}" (${USAGE})`);
  return value;
}

function nonNegative(name: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) throw new LoadCliUsageError(`--${name} must be a number of at least 0, not "${text}" (${USAGE})`);
  return value;
}

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
        rate: { type: 'string', default: '2' },
        ramp: { type: 'string', default: '10' },
        think: { type: 'string', default: '3' },
        workers: { type: 'string', default: '1' },
        sessions: { type: 'string' },
        'submit-ratio': { type: 'string', default: String(DEFAULT_MIX.submitRatio) },
        mix: { type: 'string' },
        'max-run-p95': { type: 'string', default: String(DEFAULT_THRESHOLDS.runP95Ms) },
        'max-submit-p95': { type: 'string', default: String(DEFAULT_THRESHOLDS.submitP95Ms) },
        'max-error-rate': { type: 'string', default: String(DEFAULT_THRESHOLDS.errorRate) },
        'max-503-rate': { type: 'string', default: String(DEFAULT_THRESHOLDS.unavailableRate) },
        report: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new LoadCliUsageError(`${error instanceof Error ? error.message : String(error)} (${USAGE})`);
  }
  if (values.help) return { ...parseLoadCliOptions(['--url', 'http://127.0.0.1'], kind, env), help: true };
  if (kind !== 'cleanup' && !/^https?:\/\/[^\s/]+(\/\S*)?$/.test(values.url ?? '')) {
    throw new LoadCliUsageError(`--url must be the gateway's http(s) base URL${values.url === undefined ? '' : `, not "${values.url}"`} (${USAGE})`);
  }
  // An empty LOAD_TEST_PASSWORD (`LOAD_TEST_PASSWORD= npm run …`) counts as unset.
  const given = values.password ?? (env.LOAD_TEST_PASSWORD || undefined);
  if (given !== undefined && given.length < MIN_PASSWORD) throw new LoadCliUsageError(`the password (--password or LOAD_TEST_PASSWORD) must have at least ${MIN_PASSWORD} characters (${USAGE})`);
  if (given === undefined && kind === 'learners') throw new LoadCliUsageError(`--password or LOAD_TEST_PASSWORD is required: bench:load signs these learners in with it later (${USAGE})`);
  const generated = given === undefined && kind === 'run' && values.sessions === undefined;
  let kinds = DEFAULT_MIX.kinds;
  try {
    if (values.mix !== undefined) kinds = parseKindWeights(values.mix);
  } catch (error) {
    throw new LoadCliUsageError(`--mix: ${(error as Error).message} (${USAGE})`);
  }
  const rate = Number(values.rate);
  if (!Number.isFinite(rate) || rate <= 0) throw new LoadCliUsageError(`--rate must be a number of arrivals per second above 0, not "${values.rate}" (${USAGE})`);
  return {
    url: (values.url ?? '').replace(/\/+$/, ''),
    shape: { rate, rampS: nonNegative('ramp', values.ramp), holdS: positive('duration', values.duration), thinkS: nonNegative('think', values.think) },
    learners: positive('learners', values.count ?? values.learners),
    password: given ?? (generated ? randomBytes(18).toString('base64url') : ''),
    run: generated ? randomBytes(4).toString('hex') : undefined,
    domain: values.domain,
    languages: values.languages,
    problems: positive('problems', values.problems),
    sessions: values.sessions,
    weights: { submitRatio: fraction('submit-ratio', values['submit-ratio']), kinds },
    thresholds: {
      runP95Ms: positive('max-run-p95', values['max-run-p95']),
      submitP95Ms: positive('max-submit-p95', values['max-submit-p95']),
      errorRate: fraction('max-error-rate', values['max-error-rate']),
      unavailableRate: fraction('max-503-rate', values['max-503-rate']),
    },
    workers: positive('workers', values.workers),
    report: values.report,
    help: false,
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
