import type { IncomingMessage } from 'node:http';
import { type Attributes, type Context, context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, AlwaysOnSampler, BatchSpanProcessor, type IdGenerator, ParentBasedSampler, RandomIdGenerator, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE, ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingConfig } from './tracing-config';

/** Header that carries a request's id in and out (the logs' `req.id`; under tracing, its trace id). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Name of the tracer every AlgoSheets span comes from (its instrumentation scope). */
export const TRACER_NAME = 'algosheets';

/** A W3C trace id: 32 lowercase hex digits, not all zero (nginx's `$request_id` has this form). */
const TRACE_ID = /^(?!0{32})[0-9a-f]{32}$/;

/**
 * Random ids, except that a root span started through {@link withTraceId} takes the trace id it is
 * given: a proxy's request id (nginx's `$request_id`) then names the trace, with no invented parent.
 */
class AdoptingIdGenerator implements IdGenerator {
  private readonly random = new RandomIdGenerator();
  adopted: string | undefined;

  generateTraceId(): string {
    return this.adopted ?? this.random.generateTraceId();
  }

  generateSpanId(): string {
    return this.random.generateSpanId();
  }
}

let started: { provider: NodeTracerProvider; ids: AdoptingIdGenerator } | null = null;

/** What {@link startTracing} may add to the configuration (tests: an in-memory exporter). */
export interface StartTracingOptions {
  /** Extra processors of finished spans; any given turns recording on, as an endpoint does. */
  spanProcessors?: SpanProcessor[];
}

/**
 * Installs this process's tracer provider, the W3C `traceparent` propagator and the
 * AsyncLocalStorage context manager; call once, before the app is built. With an endpoint (or a
 * processor given) spans are sampled (a sampled incoming `traceparent` is followed) and sent in
 * batches by OTLP/HTTP JSON. Without, the sampler is AlwaysOff: every span is a non-recording one
 * that only carries its ids, so the request path pays for two random ids and nothing else.
 * @returns whether spans are recorded
 * @throws Error when tracing was already started in this process
 */
export function startTracing(config: TracingConfig, options: StartTracingOptions = {}): boolean {
  if (started) throw new Error('tracing is already started in this process');
  const processors: SpanProcessor[] = [...(options.spanProcessors ?? [])];
  if (config.tracesUrl !== null) processors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url: config.tracesUrl })));
  const recording = processors.length > 0;
  const ids = new AdoptingIdGenerator();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName }),
    sampler: recording ? new ParentBasedSampler({ root: new AlwaysOnSampler() }) : new AlwaysOffSampler(),
    idGenerator: ids,
    spanProcessors: processors,
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  started = { provider, ids };
  return recording;
}

/**
 * Sends the spans still batched and uninstalls the provider, propagator and context manager
 * (a shutting-down app; tests). Does nothing when tracing was not started.
 */
export async function stopTracing(): Promise<void> {
  if (!started) return;
  const { provider } = started;
  started = null;
  await provider.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
}

/** The tracer of AlgoSheets' own spans (a no-op one until {@link startTracing}). */
export function tracer(): Tracer {
  return trace.getTracer(TRACER_NAME);
}

/** Runs `start` (which starts one span) so that a root span it starts gets `traceId`, when given. */
function withTraceId(traceId: string | undefined, start: () => Span): Span {
  if (!started || traceId === undefined) return start();
  started.ids.adopted = traceId;
  try {
    return start();
  } finally {
    started.ids.adopted = undefined;
  }
}

/** The trace id of `span` when it has a valid one (a span of a started provider), else null. */
export function traceIdOf(span: Span | undefined): string | null {
  const spanContext = span?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : null;
}

const serverSpans = new WeakMap<IncomingMessage, Span>();

/**
 * Starts the SERVER span of an incoming HTTP request, remembered for {@link httpServerSpanOf}:
 * the child of a valid incoming `traceparent`, else a root whose trace id is the request's
 * `X-Request-Id` when that is a trace id (nginx's `$request_id`), else a new one. Only the method
 * is recorded here; {@link endHttpServerSpan} adds the route and the status. Never records headers,
 * the query string or the body.
 * @param name the span's name until the route is known (usually the method)
 * @returns the span and the context to run the request's handling in
 */
export function startHttpServerSpan(request: IncomingMessage, name: string, attributes: Attributes = {}): { span: Span; context: Context } {
  const parent = propagation.extract(ROOT_CONTEXT, request.headers);
  const parentContext = trace.getSpanContext(parent);
  const incomingId = request.headers[REQUEST_ID_HEADER];
  const adopt = (!parentContext || !trace.isSpanContextValid(parentContext)) && typeof incomingId === 'string' && TRACE_ID.test(incomingId) ? incomingId : undefined;
  const span = withTraceId(adopt, () =>
    tracer().startSpan(name, { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method ?? 'GET', ...attributes } }, parent),
  );
  serverSpans.set(request, span);
  return { span, context: trace.setSpan(parent, span) };
}

/** The span {@link startHttpServerSpan} started for `request`, if any. */
export function httpServerSpanOf(request: IncomingMessage): Span | undefined {
  return serverSpans.get(request);
}

/**
 * Ends a request's SERVER span with its answer's status (5xx marks the span as an error) and, when
 * known, its route template (`/api/v1/submission/:id`, never the filled-in path), which also names it.
 */
export function endHttpServerSpan(span: Span, method: string, statusCode: number, route: string | undefined): void {
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, statusCode);
  if (route !== undefined) {
    span.setAttribute(ATTR_HTTP_ROUTE, route);
    span.updateName(`${method} ${route}`);
  }
  if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * Starts a CLIENT span for an outgoing HTTP request under the active context and returns `headers`
 * plus its `traceparent`, to send instead of `headers`.
 */
export function startHttpClientSpan(name: string, attributes: Attributes, headers: Record<string, string>): { span: Span; headers: Record<string, string> } {
  const span = tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes });
  const carried = { ...headers };
  propagation.inject(trace.setSpan(context.active(), span), carried);
  return { span, headers: carried };
}
