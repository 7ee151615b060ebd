import 'reflect-metadata';
import { ErrorCode, Language, Role, STANDING_MINIMUM_SAMPLE, type SubmissionStanding, SubmissionStatus } from '@algosheets/contracts';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type Actor, seedProblem, signUp } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';

jest.setTimeout(60_000);

/** One stored submission's measurement: CPU time ms and peak memory KB (null: not measured). */
interface Measured {
  status?: SubmissionStatus;
  language?: Language;
  cpuTimeMs: number | null;
  peakMemoryKb: number | null;
}

describe('GET /submission/{id}/standing: where a submission stands among Accepted ones of its problem and language', () => {
  let infra: TestInfra;
  let app: INestApplication;
  let owner: Actor;
  let other: Actor;
  let admin: Actor;
  let problem: string;
  let fewProblem: string;

  /** Stores submissions of `userId` straight in the table, as the worker leaves them; returns their ids in order. */
  async function store(userId: string, problemId: string, rows: Measured[]): Promise<string[]> {
    const inserted: { id: string }[] = await app.get(DataSource).query(
      `INSERT INTO submissions (user_id, problem_id, language, source_code, status, cpu_time_ms, peak_memory_kb)
       SELECT $1, $2, r.language, 'x', r.status, r.cpu, r.memory FROM unnest($3::text[], $4::text[], $5::int[], $6::int[]) AS r(language, status, cpu, memory)
       RETURNING id`,
      [
        userId,
        problemId,
        rows.map((row) => row.language ?? Language.Python),
        rows.map((row) => row.status ?? SubmissionStatus.Accepted),
        rows.map((row) => row.cpuTimeMs),
        rows.map((row) => row.peakMemoryKb),
      ],
    );
    return inserted.map((row) => row.id);
  }

  async function standing(actor: Actor, id: string): Promise<SubmissionStanding> {
    return (await actor.session.get(`/api/v1/submission/${id}/standing`).expect(200)).body.standing;
  }

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-speed-standing');
    app = await createTestApp(infra);
    owner = await signUp(app, 'owner@example.com');
    other = await signUp(app, 'other@example.com');
    admin = await signUp(app, 'admin@example.com', Role.Admin);
    problem = await seedProblem(app, admin.id, { title: 'Ranked' });
    fewProblem = await seedProblem(app, admin.id, { title: 'Rarely solved' });
    // 39 other Accepted Python submissions: 10, 20, ..., 390 ms; memory 1024 KB × (1 + i mod 4).
    const peers = Array.from({ length: 39 }, (_, index) => ({ cpuTimeMs: 10 * (index + 1), peakMemoryKb: 1024 * (1 + ((index + 1) % 4)) }));
    await store(other.id, problem, peers);
    // None of these belongs to the sample: another language, another verdict, another problem, unmeasured.
    await store(other.id, problem, [
      { language: Language.Java, cpuTimeMs: 1000, peakMemoryKb: 99_328 },
      { status: SubmissionStatus.WrongAnswer, cpuTimeMs: 5000, peakMemoryKb: 99_328 },
      { cpuTimeMs: null, peakMemoryKb: null },
    ]);
    await store(other.id, fewProblem, [{ cpuTimeMs: 1000, peakMemoryKb: 99_328 }]);
  });

  afterAll(async () => {
    await app?.close();
    await infra?.teardown();
  });

  it('ranks an Accepted submission: strictly slower and strictly hungrier ones count, ties do not, rounded down', async () => {
    const [own] = await store(owner.id, problem, [{ cpuTimeMs: 200, peakMemoryKb: 2048 }]);
    const answer = await standing(owner, own);
    // 19 of 40 took more than 200 ms (210..390; the peer at 200 ms ties): 47.5 % → 47.
    // 20 of 40 peaked above 2048 KB (3072 KB ×10, 4096 KB ×10; ten tie at 2048 KB).
    expect(answer).toMatchObject({
      submissionId: own,
      problemId: problem,
      language: Language.Python,
      sampleSize: 40,
      minimumSample: STANDING_MINIMUM_SAMPLE,
      cpuTimeMs: 200,
      peakMemoryKb: 2048,
      percentFaster: 47,
      percentLessMemory: 50,
    });
  });

  it('answers each histogram in bars of a whole number of steps, counting the sample, its own bar marked', async () => {
    const [own] = await store(owner.id, problem, [{ cpuTimeMs: 200, peakMemoryKb: 2048 }]);
    const answer = await standing(owner, own);
    // 10..390 ms (and 200 twice over): 20 bars of 20 ms from 10 ms; 200 ms is in [190, 210).
    expect(answer.cpuTimeHistogram).toHaveLength(20);
    expect(answer.cpuTimeHistogram[0]).toEqual({ from: 10, to: 30, count: 2, mine: false });
    expect(answer.cpuTimeHistogram.filter((bar) => bar.mine)).toEqual([{ from: 190, to: 210, count: 4, mine: true }]);
    expect(answer.cpuTimeHistogram.at(-1)).toEqual({ from: 390, to: 410, count: 1, mine: false });
    expect(answer.cpuTimeHistogram.reduce((sum, bar) => sum + bar.count, 0)).toBe(answer.sampleSize);
    // 1024..4096 KB: four bars of 1024 KB.
    expect(answer.peakMemoryHistogram.map((bar) => [bar.from, bar.count, bar.mine])).toEqual([
      [1024, 9, false],
      [2048, 12, true],
      [3072, 10, false],
      [4096, 10, false],
    ]);
  });

  it(`gives no percentage below ${STANDING_MINIMUM_SAMPLE} submissions, but the sample size and its distribution`, async () => {
    const peers = Array.from({ length: STANDING_MINIMUM_SAMPLE - 3 }, (_, index) => ({ cpuTimeMs: 10 * (index + 1), peakMemoryKb: 1024 }));
    await store(other.id, fewProblem, peers);
    const [own] = await store(owner.id, fewProblem, [{ cpuTimeMs: 10, peakMemoryKb: 1024 }]);
    const answer = await standing(owner, own);
    expect(answer).toMatchObject({ sampleSize: STANDING_MINIMUM_SAMPLE - 1, cpuTimeMs: 10, percentFaster: null, percentLessMemory: null });
    expect(answer.cpuTimeHistogram.reduce((sum, bar) => sum + bar.count, 0)).toBe(STANDING_MINIMUM_SAMPLE - 1);
    // One more measured Accepted submission reaches the minimum: now ranked: 18 of 20 took
    // more than 10 ms (the peer at 10 ms ties), 2 of 20 peaked above 1024 KB.
    await store(other.id, fewProblem, [{ cpuTimeMs: 2000, peakMemoryKb: 2048 }]);
    expect(await standing(owner, own)).toMatchObject({ sampleSize: STANDING_MINIMUM_SAMPLE, percentFaster: 90, percentLessMemory: 10 });
  });

  it('ranks nothing for a submission that is not Accepted, and marks no bar', async () => {
    const [own] = await store(owner.id, problem, [{ status: SubmissionStatus.TimeLimitExceeded, cpuTimeMs: 3000, peakMemoryKb: 2048 }]);
    const answer = await standing(owner, own);
    expect(answer).toMatchObject({ sampleSize: 39 + (await ownAccepted()), cpuTimeMs: null, peakMemoryKb: null, percentFaster: null, percentLessMemory: null });
    expect([...answer.cpuTimeHistogram, ...answer.peakMemoryHistogram].some((bar) => bar.mine)).toBe(false);
  });

  it("refuses another learner's submission as unknown, lets an admin read it, and answers a bad id in the one error body", async () => {
    const [own] = await store(owner.id, problem, [{ cpuTimeMs: 200, peakMemoryKb: 2048 }]);
    const refused = await other.session.get(`/api/v1/submission/${own}/standing`).expect(404);
    expect(refused.body).toMatchObject({ statusCode: 404, code: ErrorCode.SubmissionNotFound });
    expect(JSON.stringify(refused.body)).not.toContain('200');
    expect((await standing(admin, own)).cpuTimeMs).toBe(200);
    const unknown = await owner.session.get(`/api/v1/submission/${randomUUID()}/standing`).expect(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: ErrorCode.SubmissionNotFound });
    const malformed = await owner.session.get('/api/v1/submission/not-a-uuid/standing').expect(400);
    expect(malformed.body).toMatchObject({ statusCode: 400, code: ErrorCode.BadRequest, message: expect.any(String) });
  });

  /** The owner's Accepted submissions of the ranked problem stored by the tests so far. */
  async function ownAccepted(): Promise<number> {
    const [row] = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM submissions WHERE user_id = $1 AND problem_id = $2 AND status = 'Accepted'`, [
      owner.id,
      problem,
    ]);
    return row.n;
  }
});
