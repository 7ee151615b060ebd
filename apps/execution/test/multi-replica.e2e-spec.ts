import { type ExecutionJobPayload, Language, SubmissionStatus } from '@algosheets/contracts';
import { currentSchema } from '@algosheets/database';
import { metricSample, provisionTestInfra, type SandboxProcess, startSandbox, type TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Agent, createServer, type IncomingMessage, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PROGRAMS, SUM_HARNESS } from './support/programs';
import { queueOn, startListeningWorker } from './support/worker';

jest.setTimeout(180_000);

/** What one backend behind a proxy was asked (`METHOD path?wait=…`) and answered (status), per request. */
interface Backend {
  url: URL;
  requests: string[];
  answers: number[];
}

const backendOf = (url: string): Backend => ({ url: new URL(url), requests: [], answers: [] });

/** Forwards one request to `backend` (through `agent` when given), recording it and its answer. */
function forward(backend: Backend, incoming: IncomingMessage, outgoing: ServerResponse, agent?: Agent): void {
  const url = new URL(incoming.url ?? '/', backend.url);
  backend.requests.push(`${incoming.method} ${url.pathname}${url.searchParams.get('wait') === 'true' ? '?wait=true' : ''}`);
  const upstream = httpRequest(url, { method: incoming.method, headers: incoming.headers, agent }, (answer) => {
    backend.answers.push(answer.statusCode ?? 0);
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(outgoing);
  });
  upstream.on('error', () => {
    backend.answers.push(502);
    outgoing.writeHead(502).end();
  });
  incoming.pipe(upstream);
}

async function listen(server: Server): Promise<Server> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/**
 * A round-robin HTTP proxy in front of `backends`: every request (not every connection) goes to
 * the next backend, the harshest form of a Service spreading a worker's keep-alive sockets over
 * pods. A poll for a token would reach the pod that does not hold it half of the time.
 */
function roundRobinProxy(backends: Backend[]): Promise<Server> {
  let next = 0;
  return listen(createServer((incoming, outgoing) => forward(backends[next++ % backends.length], incoming, outgoing)));
}

/**
 * A proxy that balances connections, as a Kubernetes Service does: each client connection is bound
 * to the next backend for its whole life (its own kept-alive upstream connection).
 */
function perConnectionProxy(backends: Backend[]): Promise<Server> {
  let next = 0;
  const bound = new WeakMap<Socket, { backend: Backend; agent: Agent }>();
  return listen(
    createServer((incoming, outgoing) => {
      let binding = bound.get(incoming.socket);
      if (!binding) {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        binding = { backend: backends[next++ % backends.length], agent };
        bound.set(incoming.socket, binding);
        incoming.socket.on('close', () => agent.destroy());
      }
      forward(binding.backend, incoming, outgoing, binding.agent);
    }),
  );
}

/** `count` tests of the a + b problem, each with its own answer. */
/** Submissions a sandbox holds unfinished (In Queue or Processing), from its `/metrics`. */
async function pendingOn(sandbox: SandboxProcess): Promise<number> {
  const text = await (await fetch(`${sandbox.url}/metrics`, { headers: { 'X-Auth-Token': sandbox.authToken } })).text();
  return metricSample(text, 'algosheets_sandbox_submissions_pending') ?? 0;
}

const sumTests = (count: number) => Array.from({ length: count }, (_, i) => ({ input: `${i}\n${i + 1}`, expectedOutput: `${2 * i + 1}` }));

describe('execution worker against two sandbox replicas behind a round-robin proxy', () => {
  let infra: TestInfra;
  let token: string;
  let sandboxes: SandboxProcess[];
  let backends: Backend[];
  let proxy: Server;
  let worker: INestApplication;
  let producer: ReturnType<typeof queueOn>;

  beforeAll(async () => {
    infra = await provisionTestInfra('execution-replicas', { schema: currentSchema() });
    // Replicas of one Deployment share the token, as they share the Secret.
    token = randomBytes(24).toString('hex');
    sandboxes = await Promise.all([startSandbox(token), startSandbox(token)]);
    backends = sandboxes.map((sandbox) => backendOf(sandbox.url));
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
    harness: SUM_HARNESS,
  });

  it('judges every job correctly with one wait=true request per job (the harness runs all its tests): no poll, no resubmit', async () => {
    const jobs: [Language, keyof (typeof PROGRAMS)[Language], number, SubmissionStatus][] = [
      [Language.Python, 'accepted', 6, SubmissionStatus.Accepted],
      [Language.Python, 'wrong', 4, SubmissionStatus.WrongAnswer],
      [Language.JavaScript, 'accepted', 5, SubmissionStatus.Accepted],
      [Language.Python, 'runtimeError', 1, SubmissionStatus.RuntimeError],
    ];
    const results = await Promise.all(jobs.map(([language, program, count]) => producer.run(payload(language, PROGRAMS[language][program] as string, sumTests(count)))));

    expect(results.map((result) => result.status)).toEqual(jobs.map(([, , , verdict]) => verdict));
    expect(results[0].tests.map((test) => [test.passed, test.output])).toEqual(sumTests(6).map((test) => [true, test.expectedOutput]));
    expect(results[2].tests.every((test) => test.passed)).toBe(true);

    const requests = backends.flatMap((backend) => backend.requests);
    // Exactly one request per job, every one a synchronous submission: nothing polled, nothing sent twice.
    expect(requests).toHaveLength(jobs.length);
    expect(new Set(requests)).toEqual(new Set(['POST /submissions?wait=true']));
    // Both replicas did part of the work.
    expect(backends.map((backend) => backend.requests.length > 0)).toEqual([true, true]);
  });

  it('sends a run that a draining replica refuses (503) again on a new connection, which reaches the other replica', async () => {
    const pinned = sandboxes.map((sandbox) => backendOf(sandbox.url));
    const balancer = await perConnectionProxy(pinned);
    const prefix = `${infra.redis.prefix}-drain`;
    const drainWorker = await startListeningWorker(infra, prefix, `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`, token);
    const drainProducer = queueOn(infra, prefix);
    try {
      // 1. A slow run holds the worker's first connection, bound to replica A.
      const slowSource = 'import time\n\nclass Solution:\n    def add(self, a: int, b: int) -> int:\n        time.sleep(2)\n        return a + b\n';
      const slow = drainProducer.run(payload(Language.Python, slowSource, sumTests(1)));
      // Until A holds it as a submission: the proxy seeing the request is not enough, as a SIGTERM that
      // reaches A before its handler does gets the request refused (503) and sent on to B.
      for (let waited = 0; (await pendingOn(sandboxes[0])) === 0 && waited < 30_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pinned[0].requests).toHaveLength(1);
      // 2. A gets SIGTERM mid-run (a pod being stopped): it finishes that run and refuses new ones.
      const stopping = sandboxes[0].stop();
      expect((await slow).status).toBe(SubmissionStatus.Accepted);
      // 3. The next job's request that reaches A gets 503 (A closes that connection); it is sent
      //    again on a new connection, which the per-connection balancing binds to B.
      const next = await drainProducer.run(payload(Language.Python, PROGRAMS[Language.Python].accepted, sumTests(2)));
      expect(next.status).toBe(SubmissionStatus.Accepted);
      await stopping;
      expect(pinned[0].answers[0]).toBe(201);
      expect(pinned[0].answers.slice(1).every((status) => status === 503)).toBe(true);
      expect(pinned[0].answers.length).toBeLessThanOrEqual(4);
      // The next job's one harness run, answered by B.
      expect(pinned[1].answers.filter((status) => status === 201)).toHaveLength(1);
    } finally {
      await drainProducer.close();
      await drainWorker.close();
      await new Promise((resolve) => balancer.close(resolve));
    }
  });
});
