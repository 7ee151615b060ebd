// Runs the steps read as JSON on stdin ({cwd, steps: [{argv, input?, expect?}]}) one after another
// with spawnSync and an empty environment, checks each expected stdout, and prints the elapsed ms.
// Started by sandbox.bench.ts and run-overhead.bench.ts inside a mount namespace that hides
// /usr/local (see timeBare in bare.ts); plain JavaScript so that it starts without a compiler.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { cwd, steps } = JSON.parse(readFileSync(0, 'utf8'));
const started = performance.now();
for (const step of steps) {
  const [command, ...args] = step.argv;
  const result = spawnSync(command, args, { cwd, env: {}, input: step.input ?? '' });
  if (result.status !== 0 || (step.expect !== undefined && result.stdout.toString().trim() !== step.expect)) {
    process.stderr.write(`bare step failed: ${step.argv.join(' ')} (status ${result.status}): ${result.stderr}`);
    process.exit(1);
  }
}
process.stdout.write(String(performance.now() - started));
