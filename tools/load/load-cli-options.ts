import { parseArgs } from 'node:util';
import { DEFAULT_LEARNER_DOMAIN } from './learners';

/** Options shared by the load-test CLIs, from `process.argv`. */
export interface LoadCliOptions {
  /** Gateway base URL, e.g. https://algosheets.example.com. */
  url: string;
  durationS: number;
  learners: number;
  password: string;
  domain: string;
  languages: string;
  problems: number;
}

const USAGE =
  'options: --url <gateway base URL> [--duration <s>=30] [--learners <n>=10] --password <learners\' password> ' +
  `[--domain <e-mail domain>=${DEFAULT_LEARNER_DOMAIN}] [--languages PYTHON,JAVASCRIPT] [--problems <n>=10]`;

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1 (${USAGE})`);
  return value;
}

/**
 * Parses the command line. The password is never defaulted (no secret lives in the repository):
 * pass the one your load-test learners use, or a fresh one to create them.
 * @throws Error with the usage when an option is missing or invalid
 */
export function parseLoadCliOptions(argv: string[], needsUrl = true): LoadCliOptions {
  const { values } = parseArgs({
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
  });
  if (needsUrl && !/^https?:\/\/[^\s]+$/.test(values.url ?? '')) throw new Error(`--url must be the gateway's http(s) base URL (${USAGE})`);
  if (needsUrl && (values.password ?? '').length < 8) throw new Error(`--password of at least 8 characters is required (${USAGE})`);
  return {
    url: (values.url ?? '').replace(/\/+$/, ''),
    durationS: positive('duration', values.duration),
    learners: positive('learners', values.count ?? values.learners),
    password: values.password ?? '',
    domain: values.domain,
    languages: values.languages,
    problems: positive('problems', values.problems),
  };
}

/** Prints why a CLI failed (with the network cause of a failed fetch) and sets exit code 1. */
export function failCli(error: unknown): void {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  console.error(`${error instanceof Error ? error.message : String(error)}${cause}`);
  process.exitCode = 1;
}
