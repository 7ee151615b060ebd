import { randomBytes } from 'node:crypto';

/** Environment of the browser tests: where the stack under test answers, and which Chromium to drive. */
export interface E2eEnv {
  baseUrl?: string;
  /** The directory of the web build under test, with its Vite manifest in `.vite/manifest.json`. */
  webDist?: string;
  chromiumPath: string;
  /** Where screenshots go, relative to the repository root (E2E_SCREENSHOT_DIR; default test-artifacts/screenshots). */
  screenshotDir: string;
  /** The stack's database (E2E_DATABASE_URL), for set-up a browser cannot do, such as letting days pass. */
  databaseUrl?: string;
}

export function readE2eEnv(env: NodeJS.ProcessEnv = process.env): E2eEnv {
  return { baseUrl: env.E2E_BASE_URL || undefined, webDist: env.E2E_WEB_DIST || undefined, chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium', screenshotDir: env.E2E_SCREENSHOT_DIR || 'test-artifacts/screenshots', databaseUrl: env.E2E_DATABASE_URL || undefined };
}

/** Hands the stack's URL to the jest workers, which inherit the global setup's environment. */
export function publishBaseUrl(url: string, env: NodeJS.ProcessEnv = process.env): void {
  env.E2E_BASE_URL = url;
}

/** Hands the stack's database URL to the jest workers. */
export function publishDatabaseUrl(url: string, env: NodeJS.ProcessEnv = process.env): void {
  env.E2E_DATABASE_URL = url;
}

/** Hands the web build's directory to the jest workers (the bundle test reads its manifest). */
export function publishWebDist(dir: string, env: NodeJS.ProcessEnv = process.env): void {
  env.E2E_WEB_DIST = dir;
}

/** The environment the started services get: this process's, plus their own settings. */
export function serviceEnv(extra: Record<string, string>, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const base = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { ...base, ...extra };
}

/**
 * The demo accounts' passwords, generated per run like `npm start` generates them (never a value
 * from the repository): the global setup publishes them to the jest workers.
 */
export function publishDemoPasswords(env: NodeJS.ProcessEnv = process.env): Record<'DEMO_ADMIN_PASSWORD' | 'DEMO_LEARNER_PASSWORD', string> {
  env.E2E_DEMO_ADMIN_PASSWORD = randomBytes(12).toString('base64url');
  env.E2E_DEMO_LEARNER_PASSWORD = randomBytes(12).toString('base64url');
  return { DEMO_ADMIN_PASSWORD: env.E2E_DEMO_ADMIN_PASSWORD, DEMO_LEARNER_PASSWORD: env.E2E_DEMO_LEARNER_PASSWORD };
}

function demoPassword(variable: string): string {
  const password = process.env[variable];
  if (!password) throw new Error(`${variable} is not set: the browser tests' global setup publishes it`);
  return password;
}

/** Accounts the demo seed creates (apps/gateway/src/users/accounts.ts), with this run's passwords. */
export const DEMO_ADMIN = {
  email: 'admin@algosheets.dev',
  get password(): string {
    return demoPassword('E2E_DEMO_ADMIN_PASSWORD');
  },
} as const;
export const DEMO_LEARNER = {
  email: 'learner@algosheets.dev',
  get password(): string {
    return demoPassword('E2E_DEMO_LEARNER_PASSWORD');
  },
} as const;
