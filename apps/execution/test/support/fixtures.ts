import { randomUUID } from 'node:crypto';
import { Difficulty } from '@algosheets/contracts';
import { insertProblem, User } from '@algosheets/database';
import type { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { SUM_HARNESS } from './programs';

/**
 * Stores a user, and the a + b problem ({@link SUM_HARNESS}) with the given tests (first one a
 * sample, the rest hidden) through the one problem writer; `timeLimitMs` is the problem's CPU time
 * limit. Returns the ids.
 */
export async function seedProblem(
  manager: EntityManager,
  tests: { input: string; expectedOutput?: string }[],
  timeLimitMs = 1000,
): Promise<{ userId: string; problemId: string }> {
  const userId = randomUUID();
  await manager.getRepository(User).insert({ id: userId, name: 'Learner', email: `${userId}@example.com` });
  const problem = await insertProblem(manager, {
    slug: `sum-${randomUUID()}`,
    fields: {
      title: 'Sum',
      description: 'Add',
      difficulty: Difficulty.Easy,
      tags: [],
      companies: [],
      constraints: '-',
      hints: null,
      editorial: null,
      examples: {},
      codeSnippets: {},
      referenceSolutions: {},
      signature: SUM_HARNESS.signature,
      comparator: SUM_HARNESS.comparator,
      timeLimitMs,
    },
    testCases: tests.map((test, ordinal) => ({ input: test.input, output: test.expectedOutput ?? '', isSample: ordinal === 0 })),
  });
  return { userId, problemId: problem.id };
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
