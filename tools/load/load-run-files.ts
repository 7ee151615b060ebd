import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MixItem, MixWeights } from './load-mix';

/** A learner's saved session: address and cookies (refresh token, access token, XSRF). */
export interface SavedSession {
  email: string;
  cookies: Record<string, string>;
}

/** What the Artillery workers read from the run folder (`LOAD_RUN_DIR`). */
export interface LoadRunFiles {
  /** Gateway base URL without a trailing slash. */
  url: string;
  mix: MixItem[];
  weights: MixWeights;
  sessions: SavedSession[];
}

/** Environment variable naming the run folder the Artillery processor reads. */
export const RUN_DIR_ENV = 'LOAD_RUN_DIR';

const RUN_FILE = 'run.json';

/**
 * Writes `files` into a new private folder (mode 0700, the file 0600: it holds session cookies)
 * under the system's temporary directory and returns the folder.
 */
export function writeRunFiles(files: LoadRunFiles): string {
  const dir = mkdtempSync(join(tmpdir(), 'algosheets-load-'));
  chmodSync(dir, 0o700);
  writeFileSync(join(dir, RUN_FILE), JSON.stringify(files), { mode: 0o600 });
  return dir;
}

/** Reads what {@link writeRunFiles} wrote. @throws Error when the folder holds no run file */
export function readRunFiles(dir: string): LoadRunFiles {
  return JSON.parse(readFileSync(join(dir, RUN_FILE), 'utf8')) as LoadRunFiles;
}

/** Saves learners' sessions (mode 0600: the cookies sign in as them). */
export function writeSessionsFile(path: string, sessions: SavedSession[]): void {
  writeFileSync(path, `${JSON.stringify(sessions, null, 1)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

/** Reads a sessions file of `load:learners`. @throws Error when it is not a list of sessions */
export function readSessionsFile(path: string): SavedSession[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (!Array.isArray(parsed) || parsed.some((entry) => typeof entry?.email !== 'string' || typeof entry?.cookies !== 'object')) {
    throw new Error(`${path} is not a sessions file of npm run load:learners`);
  }
  return parsed as SavedSession[];
}
