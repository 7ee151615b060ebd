/**
 * Test generation of function-signature problems, reproducible with one command:
 *
 *   npm run content:generate [slug ...]
 *
 * For each function-signature problem (all, or the slugs given): runs its `gen.py`, which writes
 * the inputs (`tests/NN.in`, one JSON value per parameter per line), then runs the Python reference
 * through the real Python harness (`@algosheets/judge`, the program the sandbox runs) on every
 * input and writes each answer as canonical JSON to `tests/NN.out`. Expected answers therefore
 * always come from a reference; `npm run content:check` then cross-checks them with the four other
 * languages' references in the sandbox.
 *
 * Exit code 0 when every problem generated, 1 otherwise (the error names the problem and test), 2
 * for a flag (it takes none).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Language } from '@algosheets/contracts';
import { canonicalJson, parseHarnessOutput, planHarnessRun } from '@algosheets/judge';
import { DEFAULT_MEMORY_LIMIT_KB, DEFAULT_TIME_LIMIT_MS } from '@algosheets/database';
import { readCommandLine } from '@algosheets/server-common';
import { defaultContentRoot, harnessLanguageOf, type ProblemFile, readAllProblems, SIGNATURE_REFERENCE_FILES } from './content-files';
import { runPythonLocally } from './runner/harness-runner';

/** Generates one problem's tests. @throws Error naming the problem and the failing step */
function generate(slug: string): number {
  const root = defaultContentRoot();
  const dir = join(root, 'problems', slug);
  const gen = spawnSync('/usr/bin/python3', [join(dir, 'gen.py')], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
  if (gen.status !== 0) throw new Error(`${slug}: gen.py failed: ${gen.stderr || gen.error?.message}`);
  const meta = JSON.parse(readFileSync(join(dir, 'problem.json'), 'utf8')) as ProblemFile;
  if (!meta.signature) throw new Error(`${slug}: problem.json has no signature (a whole-program problem writes its own outputs)`);
  const names = readdirSync(join(dir, 'tests')).filter((file) => file.endsWith('.in')).map((file) => file.slice(0, -3)).sort();
  const plan = planHarnessRun({
    signature: meta.signature,
    language: harnessLanguageOf(Language.Python),
    code: readFileSync(join(dir, SIGNATURE_REFERENCE_FILES[Language.Python]), 'utf8'),
    inputs: names.map((name) => readFileSync(join(dir, 'tests', `${name}.in`), 'utf8')),
    timeLimitMs: meta.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    memoryLimitKb: DEFAULT_MEMORY_LIMIT_KB,
  });
  const run = runPythonLocally(plan);
  const outputs = parseHarnessOutput(run.stdout ?? '', plan.nonce, names.length);
  outputs.forEach((output, index) => {
    const name = names[index];
    if (output.state !== 'recorded') throw new Error(`${slug}: the Python reference left no answer for test ${name}: ${run.stderr ?? output.state}`);
    if (output.record.status !== 'ok') throw new Error(`${slug}: the Python reference failed on test ${name}: ${JSON.stringify(output.record.error)}`);
    writeFileSync(join(dir, 'tests', `${name}.out`), `${canonicalJson(output.record.value ?? null)}\n`);
  });
  return names.length;
}

function main(): number {
  const { positionals: only } = readCommandLine({ usage: 'usage: npm run content:generate -- [slug ...]', options: {}, maxPositionals: Infinity });
  const slugs = only.length > 0 ? only : readAllProblems().filter((problem) => problem.signature).map((problem) => problem.slug);
  let failed = 0;
  for (const slug of slugs) {
    try {
      console.log(`${slug}: ${generate(slug)} tests`);
    } catch (error) {
      failed += 1;
      console.error((error as Error).message);
    }
  }
  return failed === 0 ? 0 : 1;
}

process.exit(main());
