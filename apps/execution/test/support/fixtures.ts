import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';

/** Inserts a user and a problem with the given tests (first one a sample, the rest hidden); returns ids. */
export async function seedProblem(
  db: Client,
  tests: { input: string; expectedOutput?: string }[],
  timeLimitMs = 1000,
): Promise<{ userId: string; problemId: string }> {
  const userId = randomUUID();
  const problemId = randomUUID();
  await db.query(`INSERT INTO users (id, name, email) VALUES ($1, 'Learner', $2)`, [userId, `${userId}@example.com`]);
  await db.query(
    `INSERT INTO problems (id, slug, title, description, difficulty, constraints, time_limit_ms) VALUES ($1, $2, 'Sum', 'Add', 'EASY', '-', $3)`,
    [problemId, `sum-${problemId}`, timeLimitMs],
  );
  for (const [ordinal, test] of tests.entries()) {
    await db.query(`INSERT INTO test_cases (problem_id, ordinal, input, output, is_sample) VALUES ($1, $2, $3, $4, $5)`, [
      problemId,
      ordinal,
      test.input,
      test.expectedOutput ?? '',
      ordinal === 0,
    ]);
  }
  return { userId, problemId };
}

/** Inserts a Pending submission as the gateway does before enqueueing; returns its id. */
export async function insertPending(db: Client, userId: string, problemId: string, language: string, sourceCode: string): Promise<string> {
  const rows = await db.query(`INSERT INTO submissions (user_id, problem_id, language, source_code) VALUES ($1, $2, $3, $4) RETURNING id`, [
    userId,
    problemId,
    language,
    sourceCode,
  ]);
  return rows.rows[0].id as string;
}

/** Polls until the submission is no longer Pending; returns its status. @throws after `timeoutMs` */
export async function waitForVerdict(db: Client, submissionId: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query('SELECT status FROM submissions WHERE id = $1', [submissionId]);
    if (rows[0] && rows[0].status !== 'Pending') return rows[0].status as string;
    if (Date.now() > deadline) throw new Error(`submission ${submissionId} still Pending after ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
