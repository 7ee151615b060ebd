import 'reflect-metadata';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { executeCodeRequest, Language } from '@algosheets/contracts';
import { startTracing } from '@algosheets/server-common/tracing';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { openBrowserSession } from './support/browser-session';
import { seedProblem } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';
import { type ExecutionPipeline, startExecutionPipeline } from './support/start-execution-pipeline';

jest.setTimeout(120_000);

// Marks that must never reach a span: the program, a hidden test's input and its expected output.
const SOURCE_MARK = 'source-mark-5521';
const HIDDEN_INPUT = 'hidden-input-4417';
const HIDDEN_OUTPUT = 'hidden-output-4417';
const ECHO = `# ${SOURCE_MARK}\nclass Solution:\n    def echo(self, line: str) -> str:\n        return line.replace('input', 'output')\n`;
/** `echo(line: string) -> string`: the program above answers it. */
const SIGNATURE = { kind: 'function' as const, name: 'echo', params: [{ name: 'line', type: 'string' }], returns: 'string' };

/** One span, whichever process recorded it; `kind` as the OpenTelemetry API numbers it. */
interface SeenSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: SpanKind;
  attributes: Record<string, unknown>;
  /** Its events' names and attributes (BullMQ adds some, such as `job completed`). */
  events: { name: string; attributes: Record<string, unknown> }[];
}

type OtlpValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
type OtlpAttribute = { key: string; value: OtlpValue };
interface OtlpBody {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: {
      spans: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: OtlpAttribute[]; events?: { name: string; attributes?: OtlpAttribute[] }[] }[];
    }[];
  }[];
}

const attributesOf = (list: OtlpAttribute[] = []): Record<string, unknown> =>
  Object.fromEntries(list.map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue]));

/** A trace collector: receives OTLP/HTTP JSON as the worker and the sandbox send it. */
async function startCollector(): Promise<{ server: Server; url: string; spans: SeenSpan[] }> {
  const spans: SeenSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpBody;
      for (const resourceSpans of body.resourceSpans) {
        const service = String(attributesOf(resourceSpans.resource.attributes)['service.name']);
        for (const span of resourceSpans.scopeSpans.flatMap((scope) => scope.spans)) {
          // OTLP numbers kinds from 1 (INTERNAL), the API from 0.
          spans.push({
            service,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            name: span.name,
            kind: span.kind - 1,
            attributes: attributesOf(span.attributes),
            events: (span.events ?? []).map((event) => ({ name: event.name, attributes: attributesOf(event.attributes) })),
          });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans };
}

describe('one trace from the gateway request through the job and the worker to the sandbox', () => {
  let infra: TestInfra;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let pipeline: ExecutionPipeline;
  let app: INestApplication;
  const gatewaySpans = new InMemorySpanExporter();

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-tracing');
    collector = await startCollector();
    // The worker and the sandbox export by OTLP/HTTP as in production; the in-process gateway into memory.
    pipeline = await startExecutionPipeline(infra, { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, LOG_LEVEL: 'info' });
    startTracing({ serviceName: 'gateway', tracesUrl: null }, { spanProcessors: [new SimpleSpanProcessor(gatewaySpans)] });
    app = await createTestApp(infra, { EXECUTION_WAIT_MS: '30000' });
  });

  afterAll(async () => {
    // Closing the gateway also stops this process's tracing (its shutdown hook).
    await app?.close();
    await pipeline?.stop();
    collector?.server.close();
    await infra?.teardown();
  });

  it('joins the request span, the job, the sandbox requests and the log lines under the request id, and records no code or test data', async () => {
    const problemId = await seedProblem(app, null, {
      timeLimitMs: 2000,
      signature: SIGNATURE,
      comparator: { kind: 'exact' },
      referenceSolutions: { PYTHON: ECHO },
      testcases: [
        { input: '"sample-input"', output: '"sample-output"', isSample: true },
        { input: `"${HIDDEN_INPUT}"`, output: `"${HIDDEN_OUTPUT}"`, isSample: false },
      ],
    });
    const session = await openBrowserSession(app);
    await session.post('/api/v1/auth/register', { name: 'Tracer', email: `tracer-${Date.now()}@example.com`, password: 'correct-horse-battery' }).expect(201);
    // A Run first: its job's result holds the sample's input, expected output and the program's output.
    const run = await session.post('/api/v1/execute-code', executeCodeRequest({ language: Language.Python, sourceCode: ECHO, problemId, mode: 'run', cases: [] })).expect(200);
    expect(run.body.submission.status).toBe('Accepted');
    const runTraceId = run.headers['x-request-id'];
    const response = await session.post('/api/v1/execute-code', executeCodeRequest({ language: Language.Python, sourceCode: ECHO, problemId, mode: 'submit', cases: [] })).expect(200);
    expect(response.body.submission.status).toBe('Accepted');
    const traceId = response.headers['x-request-id'];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    // The gateway: the request's SERVER span and BullMQ's PRODUCER span of the job, in that trace.
    const gateway: SeenSpan[] = gatewaySpans.getFinishedSpans().map((span) => ({
      service: 'gateway',
      traceId: span.spanContext().traceId,
      spanId: span.spanContext().spanId,
      parentSpanId: span.parentSpanContext?.spanId,
      name: span.name,
      kind: span.kind,
      attributes: span.attributes,
      events: span.events.map((event) => ({ name: event.name, attributes: event.attributes ?? {} })),
    }));
    const requestSpan = gateway.find((span) => span.kind === SpanKind.SERVER && span.traceId === traceId);
    expect(requestSpan).toMatchObject({ name: 'POST /api/v1/execute-code', attributes: { 'http.response.status_code': 200 } });
    expect(gateway.some((span) => span.kind === SpanKind.PRODUCER && span.traceId === traceId)).toBe(true);

    // The worker and the sandbox send theirs in batches (every 5 s): wait for the sandbox's run (one
    // harness run judges every test of a Submit).
    const inTrace = (service: string, kind: SpanKind) => collector.spans.filter((span) => span.service === service && span.kind === kind && span.traceId === traceId);
    const deadline = Date.now() + 30_000;
    const runDone = () => collector.spans.some((span) => span.service === 'execution' && span.kind === SpanKind.CONSUMER && span.traceId === runTraceId);
    while ((inTrace('sandbox', SpanKind.SERVER).length < 1 || !runDone()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(inTrace('execution', SpanKind.CONSUMER).length).toBeGreaterThanOrEqual(1);
    const workerRequests = inTrace('execution', SpanKind.CLIENT);
    expect(workerRequests.map((span) => span.name)).toEqual(['POST /submissions']);
    const sandboxRequests = inTrace('sandbox', SpanKind.SERVER);
    expect(sandboxRequests).toHaveLength(1);
    for (const span of sandboxRequests) {
      // The sandbox continued the traceparent each of the worker's requests carried.
      expect(workerRequests.map((request) => request.spanId)).toContain(span.parentSpanId);
      expect(span).toMatchObject({ name: 'POST /submissions', attributes: { 'http.route': '/submissions', 'http.response.status_code': 201, 'judge0.status.description': 'Accepted' } });
    }

    // The worker's log lines of the job carry the request id, which is the trace id, and so do the
    // sandbox's lines of its requests.
    const logLines = (output: string) =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; requestId?: string; reqId?: string });
    expect(logLines(pipeline.worker.output()).find((line) => line.msg === 'job started' && line.requestId === traceId)).toBeDefined();
    expect(logLines(pipeline.sandbox.output()).filter((line) => line.msg === 'request completed' && line.reqId === traceId)).toHaveLength(1);

    // Hidden tests must not leak into traces: no name, attribute or event anywhere holds the program,
    // a test's data or a program's output (the Run's job result included).
    expect(runDone()).toBe(true);
    const recorded = JSON.stringify([...gateway, ...collector.spans].map((span) => [span.name, span.attributes, span.events]));
    for (const mark of [SOURCE_MARK, HIDDEN_INPUT, HIDDEN_OUTPUT, 'sample-input', 'sample-output']) expect(recorded).not.toContain(mark);
  });
});
