import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ProblemGrowth } from './content-complexity';
import type { CounterexampleCheck } from './content-counterexamples';

const ROOT = resolve(__dirname, '../..');

/** Where passes are kept: under node_modules, so a fresh clone (CI) has none and checks everything. */
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'algosheets', 'content-check');

/**
 * Everything besides a problem's own folder that decides its verdicts: the harness and comparators,
 * the contracts they speak, the sandbox that runs the programs, this tool, the test launcher that
 * starts the sandbox, and the locked package versions (the TypeScript compiler among them).
 */
const JUDGE_INPUTS = ['libs/judge/src', 'libs/judge/node', 'libs/contracts/src', 'apps/sandbox/src', 'tools/content', 'libs/testing/src', 'package-lock.json'];

/** The host's compilers and runtimes the sandbox binds: an upgraded package changes the key. */
const RUNTIMES = ['/usr/bin/python3', '/usr/bin/g++', '/usr/bin/node', '/usr/lib/jvm/java-17-openjdk-amd64/bin/javac', '/usr/bin/bwrap'];

/** What a passed problem's check printed, kept to print it again on a hit. */
export interface CachedPass {
  notes: string[];
  runs: number;
  wrongTotal: number;
  /** What measuring the problem's growth found (null: no declaration). */
  growth?: ProblemGrowth | null;
  /** The counterexample stage's searches of the problem's wrong solutions (a pass found them all, or explained them). */
  counterexamples?: CounterexampleCheck[];
}

/**
 * The cache key of one problem's sandbox check: SHA-256 over every file of its folder and of
 * {@link JUDGE_INPUTS} (path and bytes) and the identity (real path, size, mtime) of the host
 * runtimes, so that any change to the problem or to what judges it checks it again.
 */
export function checkKey(problemDir: string, judge: string = judgeFingerprint()): string {
  const hash = createHash('sha256').update(judge);
  for (const file of filesUnder(problemDir)) hash.update(`${relative(problemDir, file)}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** The part of every key that is the same for all problems (computed once per check). */
export function judgeFingerprint(): string {
  const hash = createHash('sha256').update(process.version);
  for (const input of JUDGE_INPUTS) {
    for (const file of filesUnder(join(ROOT, input))) hash.update(`${relative(ROOT, file)}\0`).update(readFileSync(file)).update('\0');
  }
  for (const runtime of RUNTIMES) {
    try {
      const real = realpathSync(runtime);
      const stat = statSync(real);
      hash.update(`${runtime} ${real} ${stat.size} ${stat.mtimeMs}\n`);
    } catch {
      hash.update(`${runtime} missing\n`);
    }
  }
  return hash.digest('hex');
}

/** The pass stored for `slug` under `key`, or null (never checked, or checked with other inputs). */
export function cachedPass(slug: string, key: string): CachedPass | null {
  const file = join(CACHE_DIR, `${slug}.json`);
  if (!existsSync(file)) return null;
  try {
    const { key: storedKey, ...pass } = JSON.parse(readFileSync(file, 'utf8')) as CachedPass & { key: string };
    return storedKey === key ? pass : null;
  } catch {
    return null;
  }
}

/** Remembers that `slug` passed under `key` (only passes are kept: a failure is always run again). */
export function storePass(slug: string, key: string, pass: CachedPass): void {
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(join(CACHE_DIR, `${slug}.json`), JSON.stringify({ key, ...pass }));
}

/** Regular files under `path` (or `path` itself), sorted, leaving out node_modules. */
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(path, entry.name)) : entry.isFile() ? [join(path, entry.name)] : []));
}
