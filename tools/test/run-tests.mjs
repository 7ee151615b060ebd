#!/usr/bin/env node
// `npm test`: lint, type-check, every project's jest suite (unit, integration against real
// PostgreSQL and Redis, sandbox tests with real programs), the browser tests and the content check.
// Prints one summary and exits non-zero when any step fails.
//
//   npm test                      everything, as CI runs it
//   npm test -- --affected        only what the change since main can affect (nx affected; the
//                                 content check of the problems whose files or judge changed)
//   npm test -- --no-cache        re-run what the caches would have skipped
//   npm test -- --parallel        the lanes side by side (a machine with cores to spare: on the
//                                 2-core CI machine, three CPU-heavy lanes pushed the sandbox's
//                                 time limits and the tests' timeouts past their bounds, so CI
//                                 runs them one after another, the default)
//
// With --parallel, steps run side by side in lanes: they share no port (every server takes a free one), no uid
// (sandbox slot uids come from allocateSandboxUids in libs/testing), no database and no Redis key
// (one of each per test file). Within a lane, steps run one after another. Each step's output goes
// to .reports/logs/<step>.log; a failed step's tail is printed after the summary.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { preflight } from '../preflight/preflight.mjs';

const root = resolve(import.meta.dirname, '../..');
const reports = join(root, '.reports', 'jest');
const logs = join(root, '.reports', 'logs');
const nx = [process.execPath, join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js')];

const { values: flags } = parseArgs({
  options: {
    affected: { type: 'boolean', default: false },
    base: { type: 'string', default: 'main' },
    'no-cache': { type: 'boolean', default: false },
    parallel: { type: 'boolean', default: false },
  },
});
const cache = !flags['no-cache'];
/** How Nx picks projects: all of them, or those the change since `--base` affects. */
const select = (target) =>
  flags.affected ? ['affected', '-t', target, `--base=${flags.base}`] : ['run-many', '-t', target];
const nxOptions = ['--outputStyle=stream', ...(cache ? [] : ['--skip-nx-cache'])];

/**
 * The lanes. With --parallel every lane starts at once, else they run one after another, the
 * quick checks first (`serialOrder`); a lane's steps run in order. The longest
 * lane comes first so that its start is not delayed by the others' start-up. Caches (Nx's for
 * typecheck, test and e2e, keyed by their inputs in nx.json; the content check's per problem)
 * live in the checkout, so a fresh clone, as CI runs, has none and runs everything.
 */
const lanes = [
  [
    // Every reference solution must be Accepted and every wrong one rejected, through the sandbox.
    {
      name: 'content (sandbox)',
      command: [process.execPath, '-r', '@swc-node/register', join(root, 'tools', 'content', 'check-content.ts'), ...(cache ? [] : ['--no-cache'])],
    },
  ],
  [
    // One project at a time, each running two files at once (jest.preset.js): more projects side
    // by side would put four files' sandboxes and servers on the two cores.
    { name: 'unit + integration', command: [...nx, ...select('test'), '--parallel=1', ...nxOptions] },
  ],
  [
    // No ESLint cache: its key leaves out the Nx project graph that the module-boundary rule reads.
    { name: 'lint', command: [process.execPath, join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.'] },
    { name: 'typecheck', command: [...nx, ...select('typecheck'), '--parallel=2', ...nxOptions] },
    { name: 'browser (Chromium)', command: [...nx, ...select('e2e'), ...nxOptions] },
  ],
];

/**
 * Longest any one step may run, s: past it the step is stopped and fails, so a hung test ends the
 * run with its log instead of running into CI's own limit with nothing said. Each step takes well
 * under half of it on the 2-core CI machine.
 */
const STEP_TIMEOUT_S = 40 * 60;
/** Steps running now: Ctrl-C or a kill of `npm test` stops their process groups too. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, signal);
    process.exit(130);
  });
}

// The Debian packages the tests need (Chromium included): installed as root, else the command to run.
if (!preflight('test')) process.exit(1);

rmSync(reports, { recursive: true, force: true });
rmSync(logs, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
const started = Date.now();
// First and alone: the lanes' Nx commands then read the project graph instead of each writing it,
// and the module-boundary lint rule, which silently skips without a cached graph, finds it.
const graph = await runStep({ name: 'project graph', command: [...nx, 'show', 'projects'] });
/** One after another: lint and typecheck first, so a broken build fails in a minute, the content check last. */
const serialOrder = [...lanes[2].slice(0, 2), ...lanes[1], lanes[2][2], ...lanes[0]];
const laneResults = flags.parallel ? await Promise.all(lanes.map((lane) => runLane(lane))) : [await runLane(serialOrder)];
const steps = [graph, ...laneResults.flat()];

// One report per project, at .reports/jest/<project dir>/report.json (restored by Nx on a cache hit).
const suites = existsSync(reports)
  ? readdirSync(reports, { recursive: true })
      .filter((file) => file.endsWith('report.json'))
      .map((file) => ({ project: dirname(file), ...JSON.parse(readFileSync(join(reports, file), 'utf8')) }))
  : [];

process.stdout.write('\n\x1b[1m=== summary\x1b[0m\n');
for (const step of steps) {
  process.stdout.write(`${step.ok ? 'PASS' : 'FAIL'}  ${step.name.padEnd(22)} ${step.seconds.toFixed(1).padStart(7)} s  (from ${step.startedAt.toFixed(0)} s)\n`);
}
process.stdout.write(`wall time ${((Date.now() - started) / 1000).toFixed(1)} s\n\n`);
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
// CI keeps only the tail of the output, so each failed step's last lines, then the names of failed
// tests and the first line of each failure, come after the per-project counts.
for (const step of steps.filter((s) => !s.ok)) {
  const lines = stripVTControlCharacters(readFileSync(step.log, 'utf8')).trimEnd().split('\n');
  process.stdout.write(`\n--- ${step.name}: last lines of ${step.log}\n${lines.slice(-60).join('\n')}\n`);
}
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
const allOk = steps.every((step) => step.ok) && failed === 0;
process.stdout.write(`\n${allOk ? 'npm test passed' : 'npm test FAILED'}\n`);
// The plain closing line CI reads: 'N passed, N failed' (', N skipped' when any).
process.stdout.write(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(allOk ? 0 : 1);

/** Runs a lane's steps one after another; a failed step does not stop the lane (each step stands alone). */
async function runLane(lane) {
  const results = [];
  for (const step of lane) results.push(await runStep(step));
  return results;
}

/** Runs one step with its output in .reports/logs/<step>.log; says when it starts and ends. */
function runStep(step) {
  const log = join(logs, `${step.name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '').toLowerCase()}.log`);
  const startedAt = (Date.now() - started) / 1000;
  process.stdout.write(`${clock()} start ${step.name} (output: ${log})\n`);
  return new Promise((done) => {
    const out = createWriteStream(log);
    // A process group of its own, so that a step past its time is stopped with everything it
    // started (a test that leaves a server running keeps jest's pipes open for ever).
    const child = spawn(step.command[0], step.command.slice(1), {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    running.add(child);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      out.write(`\n${step.name} ran past its ${STEP_TIMEOUT_S} s: stopped (npm test's step time limit)\n`);
      killGroup(child, 'SIGKILL');
    }, STEP_TIMEOUT_S * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      out.end(() => {
        const seconds = (Date.now() - started) / 1000 - startedAt;
        const ok = code === 0 && !timedOut;
        process.stdout.write(`${clock()} ${ok ? 'pass' : 'FAIL'}  ${step.name} in ${seconds.toFixed(1)} s${timedOut ? ' (ran past its time limit)' : ''}\n`);
        done({ name: step.name, ok, seconds, startedAt, log });
      });
    });
  });
}

/** Sends `signal` to a step's process group (gone already: nothing to do). */
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has ended.
  }
}

/** Seconds since `npm test` started, as a prefix of progress lines. */
function clock() {
  return `[${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s]`;
}

/** The first non-empty line of a jest failure message, without ANSI colours, at most 300 characters. */
function firstLine(message) {
  const line = stripVTControlCharacters(message).split('\n').find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, 300);
}

