import type { Context } from '@opentelemetry/api';
import type { Span, Telemetry } from 'bullmq';
import { BullMQOtel } from 'bullmq-otel';
import { TRACER_NAME } from '../tracing';

/** BullMQ's attribute holding a finished job's whole return value (on its `job completed` event). */
export const JOB_RESULT_ATTRIBUTE = 'bullmq.job.result';

/** `span` with every event's {@link JOB_RESULT_ATTRIBUTE} left out; everything else passes through. */
function withoutJobResult(span: Span<Context>): Span<Context> {
  return {
    setSpanOnContext: (ctx) => span.setSpanOnContext(ctx),
    setAttribute: (key, value) => span.setAttribute(key, value),
    setAttributes: (attributes) => span.setAttributes(attributes),
    addEvent: (name, attributes) => {
      if (attributes === undefined || !(JOB_RESULT_ATTRIBUTE in attributes)) return span.addEvent(name, attributes);
      const { [JOB_RESULT_ATTRIBUTE]: _result, ...kept } = attributes;
      span.addEvent(name, kept);
    },
    recordException: (exception, time) => span.recordException(exception, time),
    end: () => span.end(),
  };
}

/**
 * BullMQ's `telemetry` option for the execution queue's producers and workers (`BullModule.forRoot`):
 * bullmq-otel, which stores the enqueuing context in each job (so the worker's processing continues
 * the request's trace) and makes spans of AlgoSheets' tracer, except that a finished job's return
 * value is never recorded. BullMQ puts it on the `job completed` event, and an execution job's
 * result holds its tests' inputs, expected outputs and the program's output: a problem's hidden
 * tests among them for a reference solution's validation.
 */
export function jobTelemetry(): Telemetry<Context> {
  const otel = new BullMQOtel({ tracerName: TRACER_NAME });
  return {
    contextManager: otel.contextManager,
    tracer: { startSpan: (name, options, ctx) => withoutJobResult(otel.tracer.startSpan(name, options, ctx)) },
  };
}
