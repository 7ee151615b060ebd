import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { requestId } from '../src/logging';
import { endHttpServerSpan, httpServerSpanOf, startHttpClientSpan, startHttpServerSpan, startTracing, stopTracing, traceIdOf } from './tracing';

/** What one request to the test server saw: its headers, the id `requestId` gave it, and its span's trace id. */
interface Seen {
  headers: IncomingMessage['headers'];
  id: string;
  traceId: string | null;
}

/** A real HTTP server that handles each request the way the gateway and the sandbox do. */
async function tracedServer(): Promise<{ server: Server; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const { span } = startHttpServerSpan(req, req.method ?? 'GET');
    const id = requestId(req, res);
    seen.push({ headers: req.headers, id, traceId: traceIdOf(httpServerSpanOf(req)) });
    res.end('ok');
    endHttpServerSpan(span, req.method ?? 'GET', 200, '/things/:id');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

function get(url: string, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const INCOMING = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };

describe('tracing, recording into an in-memory exporter', () => {
  const exporter = new InMemorySpanExporter();
  let target: Awaited<ReturnType<typeof tracedServer>>;

  beforeAll(async () => {
    expect(startTracing({ serviceName: 'unit', tracesUrl: null }, { spanProcessors: [new SimpleSpanProcessor(exporter)] })).toBe(true);
    target = await tracedServer();
  });

  afterAll(async () => {
    target.server.close();
    await stopTracing();
  });

  beforeEach(() => exporter.reset());

  it('continues an incoming traceparent: the server span is its child and the request id is the trace id', async () => {
    const response = await get(`${target.url}/things/7?secret=1`, { traceparent: `00-${INCOMING.traceId}-${INCOMING.spanId}-01` });
    expect(response.headers['x-request-id']).toBe(INCOMING.traceId);
    const [span] = exporter.getFinishedSpans();
    expect(span.spanContext().traceId).toBe(INCOMING.traceId);
    expect(span.parentSpanContext?.spanId).toBe(INCOMING.spanId);
    expect(span.kind).toBe(SpanKind.SERVER);
    expect(span.name).toBe('GET /things/:id');
    expect(span.resource.attributes['service.name']).toBe('unit');
    // The route template, not the path or its query.
    expect(JSON.stringify(span.attributes)).not.toContain('secret');
  });

  it("takes a proxy's trace-id-shaped X-Request-Id as the trace id of a root span, and ignores any other", async () => {
    const proxyId = 'a'.repeat(16) + '0123456789abcdef';
    expect((await get(target.url, { 'x-request-id': proxyId })).headers['x-request-id']).toBe(proxyId);
    const [adopted] = exporter.getFinishedSpans();
    expect(adopted.spanContext().traceId).toBe(proxyId);
    expect(adopted.parentSpanContext).toBeUndefined();
    const other = (await get(target.url, { 'x-request-id': 'trace-42' })).headers['x-request-id'];
    expect(other).toMatch(/^[0-9a-f]{32}$/);
    expect(other).not.toBe(proxyId);
    // A later root span gets a random id again.
    const fresh = (await get(target.url)).headers['x-request-id'];
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh).not.toBe(proxyId);
  });

  it('sends traceparent with a client span, which the server span continues', async () => {
    const parent = startHttpServerSpan({ headers: {}, method: 'POST' } as IncomingMessage, 'job');
    const client = context.with(parent.context, () => startHttpClientSpan('GET /things', { 'url.path': '/things' }, { 'x-auth-token': 't' }));
    await get(target.url, client.headers);
    client.span.end();
    parent.span.end();
    const received = target.seen.at(-1)!;
    expect(received.headers.traceparent).toBe(`00-${client.span.spanContext().traceId}-${client.span.spanContext().spanId}-01`);
    expect(received.headers['x-auth-token']).toBe('t');
    expect(received.traceId).toBe(traceIdOf(parent.span));
    const server = exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER && span.name.startsWith('GET'))!;
    expect(server.parentSpanContext?.spanId).toBe(client.span.spanContext().spanId);
  });
});

describe('tracing off (no endpoint)', () => {
  it('records nothing but still makes ids and carries them, so logs join across services', async () => {
    expect(startTracing({ serviceName: 'unit', tracesUrl: null })).toBe(false);
    try {
      const { span } = startHttpServerSpan({ headers: {}, method: 'GET' } as IncomingMessage, 'GET');
      expect(span.isRecording()).toBe(false);
      expect(traceIdOf(span)).toMatch(/^[0-9a-f]{32}$/);
      const client = context.with(context.active(), () => startHttpClientSpan('POST /submissions', {}, {}));
      expect(client.span.isRecording()).toBe(false);
    } finally {
      await stopTracing();
    }
  });

  it('gives a request a sane caller id or a UUID when tracing was never started', () => {
    const sent: Record<string, string> = {};
    const response = { setHeader: (name: string, value: string) => void (sent[name] = value) } as unknown as ServerResponse;
    expect(requestId({ headers: { 'x-request-id': 'trace-42' } } as unknown as IncomingMessage, response)).toBe('trace-42');
    expect(sent['x-request-id']).toBe('trace-42');
  });
});
