import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** One command of a bare sequence: its argv, its stdin and, when given, the stdout it must print (trimmed). */
export interface BareStep {
  argv: string[];
  input?: string;
  expect?: string;
}

/**
 * Runs `steps` bare (no sandbox), one after another in `cwd` with an empty environment, and returns
 * the elapsed wall time of the whole sequence in ms. The steps run in a child process whose mount
 * namespace hides /usr/local under an empty tmpfs, as the sandbox does (it binds only the
 * runtime's own files and the shared libraries): on this host Python's start-up reads site-packages and .pth files there, about 4 ms
 * of CPU per start that a sandboxed Python never spends, so a bare run with them would not be the
 * same work. Needs root (`unshare --mount`).
 * @throws Error when a step fails or prints other than expected
 */
export function timeBare(steps: BareStep[], cwd: string): number {
  const child = spawnSync(
    '/usr/bin/unshare',
    ['--mount', '--propagation', 'private', '/bin/sh', '-c', 'mount -t tmpfs -o size=64k tmpfs /usr/local && exec "$@"', 'sh', process.execPath, join(__dirname, 'bare-steps.mjs')],
    { input: JSON.stringify({ cwd, steps }), encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`bare sequence failed: ${child.stderr}`);
  return Number(child.stdout);
}
