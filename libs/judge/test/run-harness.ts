import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HarnessCodegen } from '../src/harness/harness-language';
import { encodeHarnessInput, newNonce, parseHarnessOutput, type TestOutput } from '../src/harness/harness-protocol';
import { comparatorFunction } from '../src/judging/comparators';
import { judgeRun, type HarnessRunResult, type TestVerdict } from '../src/judging/judge-run';
import type { Comparator, ProblemSignature } from '@algosheets/contracts';
import { checkAnswerValue, parseExpected, parseTestInput } from '../src/values/typed-value';

/**
 * Runs a program as Judge0 would and reports it in Judge0's terms: killed by `timeoutMs` of wall
 * time → status 5, a non-zero exit → NZEC (11), killed by a signal → 12, else Accepted (3).
 */
export function runProcess(argv: string[], stdin: string, timeoutMs: number): Promise<HarnessRunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.stdin.on('error', () => undefined);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const status_id = timedOut ? 5 : code !== null && code !== 0 ? 11 : signal ? 12 : 3;
      resolve({ status_id, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') || null, compile_output: null, message: null, exit_code: code ?? 0 });
    });
    child.stdin.end(stdin);
  });
}

/** How a test runs a language's generated program: the command for the program's text. */
export type ProgramRunner = (program: string, stdin: string, timeoutMs: number) => Promise<HarnessRunResult>;

/** Writes the program to a fresh directory as `fileName` and runs `command(file)`. */
export function fileRunner(fileName: string, command: (file: string) => string[]): ProgramRunner {
  return async (program, stdin, timeoutMs) => {
    const dir = mkdtempSync(join(tmpdir(), 'judge-harness-'));
    try {
      const file = join(dir, fileName);
      writeFileSync(file, program);
      return await runProcess(command(file), stdin, timeoutMs);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

/** One test case as text: the input lines and the expected answer's JSON. */
export interface CaseText {
  input: string;
  expected: string;
}

export interface HarnessRun {
  program: string;
  result: HarnessRunResult;
  outputs: TestOutput[];
  verdicts: TestVerdict[];
}

/**
 * The whole path of one Run: parse the cases against the signature, generate the program,
 * run it once with every input, parse the records and judge them (per-test limit `timeLimitMs`).
 */
export async function runHarness(
  language: HarnessCodegen,
  runner: ProgramRunner,
  signature: ProblemSignature,
  learnerCode: string,
  cases: CaseText[],
  options: { comparator?: Comparator; timeLimitMs?: number; runTimeoutMs?: number } = {},
): Promise<HarnessRun> {
  const inputs = cases.map((c, index) => parseTestInput(signature, c.input, index));
  const expected = cases.map((c, index) => parseExpected(signature, inputs[index], c.expected, index));
  const nonce = newNonce();
  const program = language.program(signature, learnerCode);
  const result = await runner(program, encodeHarnessInput(nonce, inputs), options.runTimeoutMs ?? 20_000);
  const outputs = parseHarnessOutput(result.stdout ?? '', nonce, cases.length);
  const verdicts = judgeRun({
    run: result,
    outputs,
    inputs,
    expected,
    compare: comparatorFunction(options.comparator ?? { kind: 'exact' }),
    checkAnswer: (input, answer) => checkAnswerValue(signature, input, answer, 'the answer'),
    timeLimitMs: options.timeLimitMs ?? 10_000,
  });
  return { program, result, outputs, verdicts };
}
