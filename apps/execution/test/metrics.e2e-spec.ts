import 'reflect-metadata';
import { EXECUTION_QUEUE, type ExecutionJobPayload, Language, SubmissionStatus } from '@algosheets/contracts';
import { currentSchema } from '@algosheets/database';
import { type SandboxProcess, freePort, metricSample, provisionTestInfra, startSandbox, type TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { PROGRAMS, SUM_HARNESS, SUM_TESTS } from './support/programs';
import { queueOn, startListeningWorker as startWorker } from './support/worker';

jest.setTimeout(120_000);

function payload(kind: ExecutionJobPayload['kind'], sourceCode: string): ExecutionJobPayload {
  return { kind, requestId: 'req-metrics', userId: null, problemId: null, language: Language.Python, sourceCode, tests: SUM_TESTS, cpuTimeLimitS: 1, memoryLimitKb: 256000, harness: SUM_HARNESS };
}

describe('execution worker metrics', () => {
  let infra: TestInfra;
  let sandbox: SandboxProcess;
  let worker: INestApplication;
  let producer: ReturnType<typeof queueOn>;

  beforeAll(async () => {
    infra = await provisionTestInfra('execution-metrics', { schema: currentSchema() });
    sandbox = await startSandbox();
    worker = await startWorker(infra, infra.redis.prefix, sandbox.url, sandbox.authToken);
    producer = queueOn(infra, infra.redis.prefix);
  });

  afterAll(async () => {
    await producer?.close();
    await worker?.close();
    await sandbox?.stop();
    await infra?.teardown();
  });

  const scrape = async (app: INestApplication): Promise<string> => {
    const response = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    return response.text;
  };

  it('serves /metrics on the health port, beside the probes, with the default process metrics', async () => {
    await request(worker.getHttpServer()).get('/health/live').expect(200);
    expect(await scrape(worker)).toMatch(/^process_cpu_user_seconds_total \d/m);
  });

  it('records each judged job in the duration histogram by kind, language and verdict', async () => {
    expect((await producer.run(payload('run', PROGRAMS[Language.Python].accepted))).status).toBe(SubmissionStatus.Accepted);
    expect((await producer.run(payload('run', PROGRAMS[Language.Python].wrong))).status).toBe(SubmissionStatus.WrongAnswer);
    expect((await producer.run(payload('validate', PROGRAMS[Language.Python].accepted))).status).toBe(SubmissionStatus.Accepted);

    const text = await scrape(worker);
    const durations = (kind: string, verdict: string) => ({
      count: metricSample(text, 'algosheets_execution_job_duration_seconds_count', { kind, language: 'PYTHON', verdict }),
      sum: metricSample(text, 'algosheets_execution_job_duration_seconds_sum', { kind, language: 'PYTHON', verdict }),
    });
    expect(durations('run', 'Accepted')).toEqual({ count: 1, sum: expect.any(Number) });
    expect(durations('run', 'Accepted').sum).toBeGreaterThan(0);
    expect(durations('run', 'Wrong Answer').count).toBe(1);
    expect(durations('validate', 'Accepted').count).toBe(1);
    expect(metricSample(text, 'algosheets_execution_job_duration_seconds_bucket', { kind: 'run', verdict: 'Accepted', le: '+Inf' })).toBe(1);
    expect(metricSample(text, 'algosheets_execution_jobs_total', { kind: 'run', language: 'PYTHON', outcome: 'completed' })).toBe(2);
    expect(metricSample(text, 'algosheets_queue_jobs', { queue: EXECUTION_QUEUE, state: 'completed' })).toBe(3);
    expect(metricSample(text, 'algosheets_queue_jobs', { queue: EXECUTION_QUEUE, state: 'waiting' })).toBe(0);
    // What a learner waits for: enqueue to pick-up, enqueue to verdict; nothing waits now.
    expect(metricSample(text, 'algosheets_execution_queue_wait_seconds_count', { kind: 'run' })).toBe(2);
    expect(metricSample(text, 'algosheets_execution_verdict_latency_seconds_count', { kind: 'run', language: 'PYTHON' })).toBe(2);
    expect(metricSample(text, 'algosheets_execution_verdict_latency_seconds_sum', { kind: 'run', language: 'PYTHON' })).toBeGreaterThanOrEqual(durations('run', 'Accepted').sum as number);
    expect(metricSample(text, 'algosheets_execution_verdict_latency_seconds_count', { kind: 'validate', language: 'PYTHON' })).toBe(1);
    expect(metricSample(text, 'algosheets_execution_oldest_waiting_job_age_seconds', {})).toBe(0);
    // Every run was one Judge0 request answered 201, none retried.
    expect(metricSample(text, 'algosheets_judge0_requests_total', { code: '201' })).toBeGreaterThanOrEqual(3);
    expect(text).not.toMatch(/^algosheets_judge0_retries_total\{/m);
    // The in-flight window: empty again, at its full limit (EXECUTION_CONCURRENCY's default, 4).
    expect(metricSample(text, 'algosheets_judge0_requests_in_flight', {})).toBe(0);
    expect(metricSample(text, 'algosheets_judge0_requests_waiting', {})).toBe(0);
    expect(metricSample(text, 'algosheets_judge0_in_flight_limit', {})).toBe(4);
  });

  it('counts an attempt that failed and was retried, then the Internal Error verdict of the last attempt', async () => {
    const prefix = `${infra.redis.prefix}-dead`;
    const dead = await startWorker(infra, prefix, `http://127.0.0.1:${await freePort()}`);
    const deadProducer = queueOn(infra, prefix);
    try {
      expect((await deadProducer.run(payload('run', PROGRAMS[Language.Python].accepted))).status).toBe(SubmissionStatus.InternalError);
      const text = await scrape(dead);
      expect(metricSample(text, 'algosheets_execution_jobs_total', { kind: 'run', language: 'PYTHON', outcome: 'retried' })).toBe(1);
      expect(metricSample(text, 'algosheets_execution_jobs_total', { kind: 'run', language: 'PYTHON', outcome: 'completed' })).toBe(1);
      expect(metricSample(text, 'algosheets_execution_job_duration_seconds_count', { kind: 'run', verdict: 'Internal Error' })).toBe(1);
      // Each worker has a registry of its own: the first worker judged nothing of this.
      expect(metricSample(await scrape(worker), 'algosheets_execution_jobs_total', { outcome: 'retried' })).toBeUndefined();
    } finally {
      await deadProducer.close();
      await dead.close();
    }
  });
});
