#!/usr/bin/env node
// `npm test`: lint, type-check, every project's jest suite (unit, integration against real
// PostgreSQL and Redis, sandbox tests with real programs), then the browser tests. Prints one
// summary and exits non-zero when any step fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { preflight } from '../preflight/preflight.mjs';

const root = resolve(import.meta.dirname, '../..');
const reports = join(root, '.reports', 'jest');
const nx = [process.execPath, join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js')];

const steps = [
  // The module-boundary rule reads Nx's cached project graph and silently skips without one.
  { name: 'project graph', command: [...nx, 'show', 'projects'] },
  { name: 'lint', command: [process.execPath, join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.'] },
  { name: 'typecheck', command: [...nx, 'run-many', '-t', 'typecheck', '--parallel=2', '--outputStyle=stream'] },
  // One project at a time: sandbox verdicts depend on CPU time, which parallel suites would steal.
  { name: 'unit + integration', command: [...nx, 'run-many', '-t', 'test', '--parallel=1', '--outputStyle=stream'] },
  // Whole-journey browser tests on a loaded machine can flake; one rerun on a fresh stack tells a
  // flake from a failure, and the summary says when it was needed.
  { name: 'browser (Chromium)', command: [...nx, 'run', 'web-e2e:e2e', '--outputStyle=stream'], retries: 1 },
  // Every reference solution must be Accepted and every wrong one rejected, through the sandbox.
  { name: 'content (sandbox)', command: [process.execPath, '-r', '@swc-node/register', join(root, 'tools', 'content', 'check-content.ts')] },
];

// The Debian packages the tests need (Chromium included): installed as root, else the command to run.
if (!preflight('test')) process.exit(1);

rmSync(reports, { recursive: true, force: true });
const outcomes = [];
for (const step of steps) {
  process.stdout.write(`\n\x1b[1m=== ${step.name}\x1b[0m\n`);
  const started = Date.now();
  let ok = false;
  let attempts = 0;
  while (!ok && attempts <= (step.retries ?? 0)) {
    if (attempts > 0) process.stdout.write(`\n\x1b[33m=== ${step.name}: failed, running it once more on a fresh stack\x1b[0m\n`);
    attempts += 1;
    const result = spawnSync(step.command[0], step.command.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'true', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    ok = result.status === 0;
  }
  outcomes.push({ name: step.name, ok, retried: attempts > 1, seconds: (Date.now() - started) / 1000 });
}

const suites = existsSync(reports)
  ? readdirSync(reports)
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ project: file.replace(/\.json$/, ''), ...JSON.parse(readFileSync(join(reports, file), 'utf8')) }))
  : [];

process.stdout.write('\n\x1b[1m=== summary\x1b[0m\n');
for (const outcome of outcomes) {
  const retried = outcome.retried ? (outcome.ok ? '  (passed on its rerun: flaky, see the first run above)' : '  (failed twice)') : '';
  process.stdout.write(`${outcome.ok ? 'PASS' : 'FAIL'}  ${outcome.name.padEnd(22)} ${outcome.seconds.toFixed(1).padStart(7)} s${retried}\n`);
}
process.stdout.write('\n');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const suite of suites.sort((a, b) => a.project.localeCompare(b.project))) {
  passed += suite.numPassedTests;
  failed += suite.numFailedTests;
  skipped += suite.numPendingTests + suite.numTodoTests;
  process.stdout.write(
    `${suite.project.padEnd(24)} ${String(suite.numPassedTests).padStart(5)} passed ${String(suite.numFailedTests).padStart(4)} failed\n`,
  );
}
// CI keeps only the tail of the output, so the names of failed tests and the first line of each
// failure are repeated here, after the per-project counts.
const failures = suites.flatMap((suite) =>
  (suite.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((assertion) => assertion.status === 'failed')
      .map((assertion) => ({
        project: suite.project,
        name: assertion.fullName,
        reason: firstLine(assertion.failureMessages?.[0] ?? ''),
      })),
  ),
);
if (failures.length > 0) {
  process.stdout.write('\nfailed tests:\n');
  for (const failure of failures) process.stdout.write(`  ${failure.project}: ${failure.name}\n      ${failure.reason}\n`);
}
const allOk = outcomes.every((outcome) => outcome.ok) && failed === 0;
process.stdout.write(`\n${allOk ? 'npm test passed' : 'npm test FAILED'}\n`);
// The plain closing line CI reads: 'N passed, N failed' (', N skipped' when any).
process.stdout.write(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(allOk ? 0 : 1);

/** The first non-empty line of a jest failure message, without ANSI colours, at most 300 characters. */
function firstLine(message) {
  const line = stripVTControlCharacters(message).split('\n').find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, 300);
}
