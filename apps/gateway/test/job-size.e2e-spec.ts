import 'reflect-metadata';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Comparator, EXECUTION_QUEUE, executeCodeRequest, LANGUAGE_TABLE, type ProblemSignature } from '@algosheets/contracts';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import Redis from 'ioredis';
import { openBrowserSession } from './support/browser-session';
import { seedProblem } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';

jest.setTimeout(120_000);

/** Redis's bound on one waiting Submit's job, bytes (`MEMORY USAGE`, at the 99th percentile). */
const SUBMIT_JOB_BOUND_BYTES = 16 * 1024;

const PROBLEMS_DIR = resolve(__dirname, '../../../content/problems');

/** Total bytes of the files in `dir`. */
function bytesIn(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

/**
 * The library problem with the most test data: its tests in order (the first two are samples),
 * their total bytes and its signature and comparator (a Submit's job carries those).
 */
function largestLibraryProblem(): { tests: { input: string; output: string; isSample: boolean }[]; bytes: number; signature: ProblemSignature; comparator?: Comparator } {
  const [slug] = readdirSync(PROBLEMS_DIR).sort((a, b) => bytesIn(join(PROBLEMS_DIR, b, 'tests')) - bytesIn(join(PROBLEMS_DIR, a, 'tests')));
  const dir = join(PROBLEMS_DIR, slug, 'tests');
  const names = readdirSync(dir).filter((name) => name.endsWith('.in')).sort();
  const tests = names.map((name, ordinal) => ({
    input: readFileSync(join(dir, name), 'utf8'),
    output: readFileSync(join(dir, name.replace(/\.in$/, '.out')), 'utf8'),
    isSample: ordinal < 2,
  }));
  const { signature, comparator } = JSON.parse(readFileSync(join(PROBLEMS_DIR, slug, 'problem.json'), 'utf8')) as { signature: ProblemSignature; comparator?: Comparator };
  return { tests, bytes: bytesIn(dir), signature, comparator };
}

/** Every reference and wrong solution of the library: real learners' program sizes, with their language. */
function librarySources(): { language: (typeof LANGUAGE_TABLE)[number]['value']; sourceCode: string }[] {
  return readdirSync(PROBLEMS_DIR).flatMap((slug) =>
    ['solutions', 'wrong'].flatMap((folder) => {
      const dir = join(PROBLEMS_DIR, slug, folder);
      return readdirSync(dir).flatMap((name) => {
        const row = LANGUAGE_TABLE.find((entry) => name.endsWith(`.${entry.extension}`));
        return row ? [{ language: row.value, sourceCode: readFileSync(join(dir, name), 'utf8') }] : [];
      });
    }),
  );
}

describe('a Submit job in Redis carries references, not tests', () => {
  let infra: TestInfra;
  let app: INestApplication;
  let redis: Redis;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-job-size');
    // No worker: every job stays waiting in Redis, as it is before a worker takes it. Limits high
    // enough for one learner to queue every library program.
    app = await createTestApp(infra, { EXECUTION_WAIT_MS: '0', EXECUTION_USER_CONCURRENCY: '10000', EXECUTION_USER_PER_MINUTE: '10000', EXECUTION_QUEUE_MAX_WAITING: '10000' });
    redis = new Redis(infra.redis.url);
  });

  afterAll(async () => {
    await app?.close();
    redis?.disconnect();
    await infra?.teardown();
  });

  it(`keeps a Submit's job of the library's largest problem within ${SUBMIT_JOB_BOUND_BYTES} bytes at p99 of the library's programs, whatever its test data`, async () => {
    const problem = largestLibraryProblem();
    // The check means something only when the tests alone would break the bound many times over.
    expect(problem.bytes).toBeGreaterThan(50 * SUBMIT_JOB_BOUND_BYTES);
    const problemId = await seedProblem(app, null, { testcases: problem.tests, signature: problem.signature, comparator: problem.comparator });
    const session = await openBrowserSession(app);
    await session.post('/api/v1/auth/register', { name: 'Learner', email: 'sizes@example.com', password: 'correct-horse-battery' }).expect(201);

    // A job's size grows with its program, all else being equal: the largest 5 % of the library's
    // programs hold its 99th percentile, and the bound must hold for every one of them.
    const sources = librarySources().sort((a, b) => a.sourceCode.length - b.sourceCode.length);
    expect(sources.length).toBeGreaterThan(200);
    const largest = sources.slice(Math.floor(sources.length * 0.95));
    const sizes: number[] = [];
    for (const source of largest) {
      const response = await session.post('/api/v1/execute-code', executeCodeRequest({ ...source, problemId, mode: 'submit' })).expect(202);
      const key = `${infra.redis.prefix}:${EXECUTION_QUEUE}:${response.body.submission.id as string}`;
      sizes.push(Number(await redis.call('MEMORY', 'USAGE', key, 'SAMPLES', '0')));
    }
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(SUBMIT_JOB_BOUND_BYTES);
  });
});
