#!/usr/bin/env node
// Page timings in real Chromium against the production serving of `npm start` (the second half
// of `npm run bench:web`): starts the whole stack with `tools/start/start.mjs` on free ports and a
// data folder of its own (or measures a running one: --url http://host:port), then, in a fresh
// browser context each time (empty cache: a first visit), measures from navigation to
//   landing   the landing page's headline (h1) visible, signed out;
//   problems  the /problems table's first row visible, signed in;
//   editor    the workspace's Monaco editor showing its code, signed in.
// Prints every run and the median against the targets (1.5 s, 1.5 s, 2.5 s).
//   node bench/web/page-timings.mjs [--runs 5] [--url http://127.0.0.1:4200]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { chromium } from 'playwright-core';
import { readFlags } from '../../tools/start/command-line.mjs';
import { chromiumPath, stackEnv } from './config/bench-env.mjs';

const repoRoot = resolve(import.meta.dirname, '../..');
const TARGETS_MS = { landing: 1500, problems: 1500, editor: 2500 };
/** The demo learner; its password is the one `npm start` generated into the stack's secrets.env. */
const LEARNER_EMAIL = 'learner@algosheets.dev';

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts `npm start`'s orchestrator in its own process group; resolves with its web URL and a stop function. */
async function startStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'algosheets-bench-web-'));
  const port = async () => String(await freePort());
  const webPort = await port();
  const child = spawn(process.execPath, ['tools/start/start.mjs'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: stackEnv({
      DATABASE_URL: '', REDIS_URL: '', JUDGE0_URL: '', ALGOSHEETS_DATA_DIR: dataDir, FORCE_COLOR: '0',
      WEB_PORT: webPort, PORT: await port(), SANDBOX_PORT: await port(), HEALTH_PORT: await port(),
      EMBEDDED_PG_PORT: await port(), EMBEDDED_REDIS_PORT: await port(),
    }),
  });
  let output = '';
  const exited = new Promise((r) => child.once('exit', r));
  await new Promise((resolveUp, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Press Ctrl-C to stop.')) resolveUp();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => reject(new Error(`npm start exited:\n${output.slice(-3000)}`)));
  });
  const upIn = output.match(/AlgoSheets is up in ([\d.]+) s/)?.[1];
  return {
    url: `http://127.0.0.1:${webPort}`,
    learnerPassword: parseEnv(readFileSync(join(dataDir, 'secrets.env'), 'utf8')).DEMO_LEARNER_PASSWORD,
    upIn,
    stop: async () => {
      process.kill(-child.pid, 'SIGINT');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs the demo learner in once (logins are rate-limited per IP) and returns the session's
 * cookies, which each signed-in run's fresh context starts with.
 */
async function learnerSession(browser, url, password) {
  const context = await browser.newContext();
  await context.request.get(`${url}/api/v1/health`);
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await context.request.post(`${url}/api/v1/auth/login`, { data: { email: LEARNER_EMAIL, password }, headers: { 'X-XSRF-TOKEN': xsrf } });
  if (!login.ok()) throw new Error(`demo learner login failed: ${login.status()} ${await login.text()}`);
  const list = await (await context.request.get(`${url}/api/v1/problems/get-all-problems?page=1&pageSize=1`)).json();
  const session = await context.storageState();
  await context.close();
  return { session, problemId: list.problems[0].id };
}

/** Milliseconds from navigating a fresh context (empty cache) to `ready`. */
async function timeTo(browser, url, path, storageState, ready) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, storageState });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${url}${path}`, { waitUntil: 'commit' });
  await ready(page);
  const ms = performance.now() - started;
  await context.close();
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const flags = readFlags({
    usage: 'usage: node bench/web/page-timings.mjs [--runs 5] [--url http://127.0.0.1:4200]',
    options: { runs: { type: 'string', default: '5' }, url: { type: 'string' } },
  });
  const runs = Number(flags.runs);
  const stack = flags.url ? { url: flags.url, stop: async () => {} } : await startStack();
  if (stack.upIn) console.log(`npm start (warm, build cached): up in ${stack.upIn} s`);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const { session, problemId } = await learnerSession(browser, stack.url, stack.learnerPassword);
    const measures = {
      landing: (page) => page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' }),
      problems: (page) => page.getByTestId('problem-row').first().waitFor({ state: 'visible' }),
      editor: (page) => page.locator('.monaco-editor .view-lines').first().waitFor({ state: 'visible' }),
    };
    const paths = { landing: ['/', undefined], problems: ['/problems', session], editor: [`/problem/${problemId}`, session] };
    console.log(`Chromium, production build at ${stack.url}, fresh context (cold cache) per run, ${runs} runs:`);
    for (const [name, [path, storageState]] of Object.entries(paths)) {
      const times = [];
      for (let i = 0; i < runs; i += 1) times.push(await timeTo(browser, stack.url, path, storageState, measures[name]));
      const m = median(times);
      const verdict = m <= TARGETS_MS[name] ? 'within' : 'OVER';
      console.log(`${name.padEnd(9)} median ${(m / 1000).toFixed(2)} s  (${verdict} ${TARGETS_MS[name] / 1000} s)  runs: ${times.map((t) => (t / 1000).toFixed(2)).join(' ')}`);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
