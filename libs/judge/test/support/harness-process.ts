import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READY_FRAME, RECORD_MARK, type HarnessRecord } from '../../src/harness/harness-language';

/** What a child process left behind. */
export interface ProcessResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `file args` in `cwd` with `stdin`, never throwing for a non-zero exit (60 s cap). */
export function run(file: string, args: string[], options: { cwd: string; stdin?: string }): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(file, args, { cwd: options.cwd, timeout: 60_000, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number' && !error.signal) return reject(error);
      resolve({ code: child.exitCode, signal: child.signalCode, stdout, stderr });
    });
    child.stdin?.end(options.stdin ?? '');
  });
}

/** A fresh nonce as the execution service makes one. */
export const newNonce = (): string => randomBytes(12).toString('hex');

/** The harness's stdin: nonce, test count, then each test's lines (one JSON value per parameter). */
export function harnessInput(nonce: string, tests: string[][]): string {
  return [nonce, String(tests.length), ...tests.flat()].join('\n') + '\n';
}

/**
 * The records in a run's stdout with the text around them: everything between a record's end and
 * the next record mark is stray output; `raw` holds each record's JSON text. A mark followed by another nonce is not a record.
 * The ready frame, which must come first when any frame does, is not a record.
 * @throws Error when the first frame is not the ready frame
 */
export function parseRecords(stdout: string, nonce: string): { records: HarnessRecord[]; raw: string[]; stray: string } {
  const frame = `\n${RECORD_MARK}${nonce}${RECORD_MARK}`;
  const parts = stdout.split(frame);
  let stray = parts[0];
  const raw: string[] = [];
  for (const part of parts.slice(1)) {
    const end = part.indexOf('\n');
    raw.push(end < 0 ? part : part.slice(0, end));
    stray += end < 0 ? '' : part.slice(end + 1);
  }
  if (raw.length > 0 && raw.shift() !== READY_FRAME) throw new Error('the harness wrote a record before its ready frame');
  return { records: raw.map((line) => JSON.parse(line) as HarnessRecord), raw, stray };
}

/** A temporary directory holding `files`; `dispose` removes it. */
export async function workDir(files: Record<string, string>): Promise<{ dir: string; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'judge-harness-'));
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(dir, name), text)));
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/** A compile step's result and, when it compiled, the run's. */
export interface CompiledRun {
  compile: ProcessResult;
  result?: ProcessResult;
}
