import { type ExecutionJobPayload, Language, SubmissionStatus } from '@algosheets/contracts';
import { runMigrations } from '@algosheets/database';
import { provisionTestInfra, type SandboxProcess, startSandbox, type TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROGRAMS } from './support/programs';
import { queueOn, startListeningWorker } from './support/worker';

jest.setTimeout(180_000);

/** What one backend behind the proxy was asked: `METHOD path?wait=…` per request. */
interface Backend {
  url: URL;
  requests: string[];
}

/**
 * A round-robin HTTP proxy in front of `backends`: every request (not every connection) goes to
 * the next backend, the harshest form of a Service spreading a worker's keep-alive sockets over
 * pods. A poll for a token would reach the pod that does not hold it half of the time.
 */
async function roundRobinProxy(backends: Backend[]): Promise<Server> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const backend = backends[next++ % backends.length];
    const url = new URL(incoming.url ?? '/', backend.url);
    backend.requests.push(`${incoming.method} ${url.pathname}${url.searchParams.get('wait') === 'true' ? '?wait=true' : ''}`);
    const forward = httpRequest(url, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** `count` tests of the a + b problem, each with its own answer. */
const sumTests = (count: number) => Array.from({ length: count }, (_, i) => ({ input: `${i} ${i + 1}\n`, expectedOutput: `${2 * i + 1}\n` }));

describe('execution worker against two sandbox replicas behind a round-robin proxy', () => {
  let infra: TestInfra;
  let sandboxes: SandboxProcess[];
  let backends: Backend[];
  let proxy: Server;
  let worker: INestApplication;
  let producer: ReturnType<typeof queueOn>;

  beforeAll(async () => {
    infra = await provisionTestInfra('execution-replicas', { migrate: (url) => runMigrations({ url }) });
    // Replicas of one Deployment share the token, as they share the Secret.
    const token = randomBytes(24).toString('hex');
    sandboxes = await Promise.all([startSandbox(65800, token), startSandbox(65820, token)]);
    backends = sandboxes.map((sandbox) => ({ url: new URL(sandbox.url), requests: [] }));
    proxy = await roundRobinProxy(backends);
    worker = await startListeningWorker(infra, infra.redis.prefix, `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, token);
    producer = queueOn(infra, infra.redis.prefix);
  });

  afterAll(async () => {
    await producer?.close();
    await worker?.close();
    await new Promise((resolve) => proxy?.close(resolve));
    await Promise.all((sandboxes ?? []).map((sandbox) => sandbox.stop()));
    await infra?.teardown();
  });

  const payload = (language: Language, sourceCode: string, tests: ExecutionJobPayload['tests']): ExecutionJobPayload => ({
    kind: 'run',
    requestId: 'req-replicas',
    userId: null,
    problemId: null,
    language,
    sourceCode,
    tests,
    cpuTimeLimitS: 2,
    memoryLimitKb: 256000,
  });

  it('judges every test correctly with one wait=true request per test: no poll, no resubmit', async () => {
    const jobs: [Language, keyof (typeof PROGRAMS)[Language], number, SubmissionStatus][] = [
      [Language.Python, 'accepted', 6, SubmissionStatus.Accepted],
      [Language.Python, 'wrong', 4, SubmissionStatus.WrongAnswer],
      [Language.JavaScript, 'accepted', 5, SubmissionStatus.Accepted],
      [Language.Python, 'runtimeError', 1, SubmissionStatus.RuntimeError],
    ];
    const results = await Promise.all(jobs.map(([language, program, count]) => producer.run(payload(language, PROGRAMS[language][program] as string, sumTests(count)))));

    expect(results.map((result) => result.status)).toEqual(jobs.map(([, , , verdict]) => verdict));
    expect(results[0].tests.map((test) => [test.passed, test.stdout?.trim()])).toEqual(sumTests(6).map((test) => [true, test.expectedOutput.trim()]));
    expect(results[2].tests.every((test) => test.passed)).toBe(true);

    const total = jobs.reduce((sum, [, , count]) => sum + count, 0);
    const requests = backends.flatMap((backend) => backend.requests);
    // Exactly one request per test, every one a synchronous submission: nothing polled, nothing sent twice.
    expect(requests).toHaveLength(total);
    expect(new Set(requests)).toEqual(new Set(['POST /submissions?wait=true']));
    // Both replicas did part of the work.
    expect(backends.map((backend) => backend.requests.length > 0)).toEqual([true, true]);
  });
});
