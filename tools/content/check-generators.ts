/**
 * Generator check: proves a problem's generation constraints (`constraints` on its parameters,
 * its `precondition`) describe inputs its references accept, without a sandbox.
 *
 *   node -r @swc-node/register tools/content/check-generators.ts [--runs=200] [slug ...]
 *
 * For each generable problem (all, or the slugs given): the problem must pass the definition
 * rules (`definitionErrors`: its generation constraints and precondition among them); `--runs` inputs (default 200, a fixed seed) are drawn as the
 * counterexample finder draws them (`validInputArbitrary`), then the Python and JavaScript
 * references run on all of them through the real harnesses as bare local processes (trusted code:
 * no sandbox). Every call must return an answer within the problem's time limit, and the
 * JavaScript answers must pass the problem's comparator against the Python ones: a disagreement
 * means the constraints allow inputs with several answers the comparator does not accept (add a
 * precondition) or inputs outside what the references handle.
 *
 * Prints each problem's inputs and slowest call (ms). Exit code 0 when all pass, 1 otherwise.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { Language } from '@algosheets/contracts';
import { comparatorFunction, formatGeneratedInput, type HarnessRunPlan, isGenerable, judgeHarnessRun, parseHarnessOutput, planHarnessRun } from '@algosheets/judge';
import { compileChecker, validInputArbitrary } from '@algosheets/judge/node';
import { DEFAULT_MEMORY_LIMIT_KB, DEFAULT_TIME_LIMIT_MS } from '@algosheets/database';
import { type ContentProblem, definitionErrors, harnessLanguageOf, readAllProblems } from './content-files';
import { type HarnessRunOutcome, runPythonLocally } from './runner/harness-runner';

/** Runs a JavaScript harness plan as a bare `/usr/bin/node` process (trusted reference code only). */
function runNodeLocally(plan: HarnessRunPlan): HarnessRunOutcome {
  const dir = mkdtempSync(join(tmpdir(), 'check-generators-'));
  try {
    const script = join(dir, 'solution.js');
    writeFileSync(script, plan.submission.source_code);
    const run = spawnSync('/usr/bin/node', [script], { input: plan.submission.stdin, encoding: 'utf8', timeout: 120_000, maxBuffer: 256 * 1024 * 1024 });
    // Judge0's ids: 3 Accepted, 5 Time Limit Exceeded (killed by the wall clock), 11 NZEC.
    return { status_id: run.status === 0 ? 3 : run.signal ? 5 : 11, stdout: run.stdout ?? '', stderr: run.stderr || null, compile_output: null, message: run.error?.message ?? null, exit_code: run.status, timeMs: 0, memoryKb: null };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Checks one problem; returns its mistakes (empty when it passes) and the slowest call, ms. */
function checkProblem(problem: ContentProblem, runs: number): { errors: string[]; slowestMs: number } {
  const { signature, slug } = problem;
  const declared = definitionErrors(problem);
  if (declared.length > 0) return { errors: declared, slowestMs: 0 };
  const inputs = fc.sample(validInputArbitrary(signature), { numRuns: runs, seed: 20_260_101 }).map((values) => formatGeneratedInput(signature, values));
  const limit = problem.meta.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const plan = (language: Language, file: string) =>
    planHarnessRun({ signature, language: harnessLanguageOf(language), code: readFileSync(join(problem.dir, 'solutions', file), 'utf8'), inputs, timeLimitMs: limit, memoryLimitKb: DEFAULT_MEMORY_LIMIT_KB });
  const pythonPlan = plan(Language.Python, 'reference.py');
  const python = parseHarnessOutput(runPythonLocally(pythonPlan).stdout ?? '', pythonPlan.nonce, inputs.length);
  const errors: string[] = [];
  const expected = python.map((output, i) => {
    if (output.state !== 'recorded' || output.record.status !== 'ok') errors.push(`${slug}: the Python reference gives no answer on\n${inputs[i]}\n(${output.state === 'recorded' ? JSON.stringify(output.record.error) : output.state})`);
    else if (output.record.cpuMs > limit) errors.push(`${slug}: the Python reference takes ${output.record.cpuMs} ms, over the ${limit} ms limit, on\n${inputs[i]}`);
    return output.state === 'recorded' ? (output.record.value ?? null) : null;
  });
  if (errors.length > 0) return { errors: errors.slice(0, 3), slowestMs: 0 };
  const jsPlan = plan(Language.JavaScript, 'reference.js');
  const checker = problem.comparator.kind === 'checker' ? compileChecker(problem.comparator.source) : undefined;
  const verdicts = judgeHarnessRun(jsPlan, runNodeLocally(jsPlan), expected, comparatorFunction(problem.comparator, checker), limit);
  for (const verdict of verdicts.filter((v) => v.verdict !== 'Accepted').slice(0, 3)) {
    errors.push(`${slug}: the JavaScript reference is ${verdict.verdict} against the Python one on\n${inputs[verdict.index]}\n(python ${JSON.stringify(String(expected[verdict.index]))}, ${verdict.message ?? ''})`);
  }
  const slowestMs = Math.max(0, ...verdicts.map((v) => v.cpuMs ?? 0), ...python.map((o) => (o.state === 'recorded' ? o.record.cpuMs : 0)));
  return { errors, slowestMs };
}

function main(): number {
  const args = process.argv.slice(2);
  const runsArg = args.find((arg) => arg.startsWith('--runs='));
  const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 200;
  const only = args.filter((arg) => arg !== runsArg);
  const problems = readAllProblems().filter((problem) => (only.length > 0 ? only.includes(problem.slug) : isGenerable(problem.signature)));
  const errors: string[] = [];
  for (const problem of problems) {
    if (!isGenerable(problem.signature)) {
      errors.push(`${problem.slug}: a parameter has no constraints`);
      continue;
    }
    const outcome = checkProblem(problem, runs);
    errors.push(...outcome.errors);
    console.log(`${problem.slug}: ${runs} inputs, slowest call ${outcome.slowestMs.toFixed(2)} ms${outcome.errors.length > 0 ? ' FAILED' : ''}`);
  }
  if (errors.length > 0) {
    console.error(`\n${errors.length} problem(s):\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    return 1;
  }
  console.log(`generator check passed: ${problems.length} problem(s)`);
  return 0;
}

process.exit(main());
