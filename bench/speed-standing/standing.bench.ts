/**
 * The speed standing's query time at 1 M submissions. In a database of its own (a migrated test
 * database, dropped at the end) it generates, in SQL with generate_series, 10,000 learners, 50
 * problems and `--rows` submissions (default 1,000,000): the first `--hot` (default 200,000) all of
 * one problem in Python, the busiest group a popular problem could have, the rest spread over the
 * 50 problems and 5 languages (about 3,200 per group); 70 % Accepted with a CPU time in 10 ms steps
 * and a peak memory in 1024 KB steps, as the worker stores them. After VACUUM ANALYZE it asks the
 * gateway's own `SubmissionStandingService.forSubmission` (the code behind
 * `GET /submission/{id}/standing`: the submission's row, then per figure one statement of
 * counts and histogram over the partial index) `--queries` times (default 200) for Accepted
 * submissions of the hot group and as many for those of ordinary groups, one at a time, and prints
 * the wall time per call, p50 and p95, ms, then the index scans of PostgreSQL's plan for each
 * statement on the hot group and its execution time.
 *
 * `node -r @swc-node/register bench/speed-standing/standing.bench.ts [--rows 1000000] [--hot 200000] [--queries 200]`
 * Nothing fails: it measures.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Role } from '@algosheets/contracts';
import { ensureTestServers, stopStartedServers } from '@algosheets/testing';
import { DataSource } from 'typeorm';
import { SubmissionStandingService } from '../../apps/gateway/src/submissions/submission-standing.service';
import { createTestApp } from '../../apps/gateway/test/support/create-test-app';
import { provisionMigratedInfra } from '../../apps/gateway/test/support/provision';
import { percentile } from '../execution/bench-stack';

function numberOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = Number(index >= 0 ? process.argv[index + 1] : fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const ROWS = numberOption('rows', 1_000_000);
const HOT = Math.min(numberOption('hot', 200_000), ROWS);
const QUERIES = numberOption('queries', 200);

/** Learners, problems and submissions, generated in the database (nothing passes through Node). */
async function seed(db: DataSource): Promise<void> {
  await db.query(`INSERT INTO users (name, email) SELECT 'Learner ' || i, 'learner-' || i || '@bench.example' FROM generate_series(1, 10000) AS i`);
  await db.query(
    `INSERT INTO problems (slug, title, description, difficulty, constraints) SELECT 'bench-' || lpad(i::text, 2, '0'), 'Bench ' || i, '-', 'EASY', '-' FROM generate_series(1, 50) AS i`,
  );
  // CPU times skewed to the fast end (20 ms to about 420 ms), memory 9 to 28 MB, both coarsened as the worker does.
  await db.query(
    `WITH u AS (SELECT array_agg(id) AS ids FROM users), p AS (SELECT array_agg(id ORDER BY slug) AS ids FROM problems),
          g AS (SELECT i, random() < 0.7 AS accepted FROM generate_series(1, $1::int) AS i)
     INSERT INTO submissions (user_id, problem_id, language, source_code, status, time, memory, cpu_time_ms, peak_memory_kb)
     SELECT u.ids[1 + g.i % 10000],
            CASE WHEN g.i <= $2::int THEN p.ids[1] ELSE p.ids[1 + (g.i / 5) % 50] END,
            CASE WHEN g.i <= $2::int THEN 'PYTHON' ELSE (ARRAY['PYTHON', 'JAVASCRIPT', 'JAVA', 'CPP', 'TYPESCRIPT'])[1 + g.i % 5] END,
            'x',
            CASE WHEN g.accepted THEN 'Accepted' ELSE 'Wrong Answer' END,
            '["0.100 s"]', '[10240]',
            CASE WHEN g.accepted THEN (ceil((20 + 400 * random() ^ 3) / 10) * 10)::int END,
            CASE WHEN g.accepted THEN (1024 * (9 + floor(20 * random() ^ 2)))::int END
     FROM g, u, p`,
    [ROWS, HOT],
  );
  await db.query('VACUUM ANALYZE submissions');
}

/** Wall time of each call, ms. */
async function timeCalls(ids: string[], call: (id: string) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < QUERIES; index += 1) {
    const started = performance.now();
    await call(ids[index % ids.length]);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * Runs `call` once with the data source's `query` wrapped to note each aggregate statement it
 * sends (those naming a histogram's `bounds`), then prints PostgreSQL's plan of each, with its
 * execution time: the indexes it used over the hot group.
 */
async function printPlans(db: DataSource, call: () => Promise<unknown>): Promise<void> {
  const statements: [string, unknown[] | undefined][] = [];
  const query = db.query.bind(db);
  db.query = ((sql: string, parameters?: unknown[]) => {
    if (sql.includes('bounds')) statements.push([sql, parameters]);
    return query(sql, parameters);
  }) as DataSource['query'];
  try {
    await call();
  } finally {
    db.query = query;
  }
  for (const [sql, parameters] of statements) {
    const plan: { 'QUERY PLAN': string }[] = await db.query(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, parameters);
    const lines = plan.map((row) => row['QUERY PLAN']).filter((line) => /Scan|Execution Time/.test(line));
    console.log(`plan of one histogram statement over the hot group:\n${lines.map((line) => `  ${line.trim()}`).join('\n')}`);
  }
}

async function main(): Promise<void> {
  await ensureTestServers();
  const infra = await provisionMigratedInfra('bench-speed-standing');
  const app = await createTestApp(infra);
  try {
    const db = app.get(DataSource);
    const seedStarted = performance.now();
    await seed(db);
    console.log(`seeded ${ROWS.toLocaleString('en')} submissions (${HOT.toLocaleString('en')} in the hot group) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const standings = app.get(SubmissionStandingService);
    const admin = { id: randomUUID(), role: Role.Admin };
    let hotProbe = '';
    const probes = async (hot: boolean): Promise<string[]> =>
      (
        await db.query(
          `SELECT s.id FROM submissions s JOIN problems p ON p.id = s.problem_id
           WHERE s.status = 'Accepted' AND (p.slug = 'bench-01' AND s.language = 'PYTHON') = $1 ORDER BY random() LIMIT 50`,
          [hot],
        )
      ).map((row: { id: string }) => row.id);
    for (const [label, hot] of [
      ['hot group', true],
      ['ordinary group', false],
    ] as const) {
      const ids = await probes(hot);
      if (hot) hotProbe = ids[0];
      const first = await standings.forSubmission(ids[0], admin);
      await timeCalls(ids.slice(0, 5), (id) => standings.forSubmission(id, admin));
      const times = await timeCalls(ids, (id) => standings.forSubmission(id, admin));
      console.log(
        `${label.padEnd(15)} sample ${String(first.sampleSize).padStart(7)}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  (${QUERIES} calls)`,
      );
    }
    await printPlans(db, () => standings.forSubmission(hotProbe, admin));
  } finally {
    await app.close();
    await infra.teardown();
    await stopStartedServers();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
