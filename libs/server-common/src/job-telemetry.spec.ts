import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { startTracing, stopTracing } from '../tracing';
import { JOB_RESULT_ATTRIBUTE, jobTelemetry } from './job-telemetry';

describe('jobTelemetry', () => {
  const exporter = new InMemorySpanExporter();

  beforeAll(() => startTracing({ serviceName: 'unit', tracesUrl: null }, { spanProcessors: [new SimpleSpanProcessor(exporter)] }));
  afterAll(() => stopTracing());

  it("records BullMQ's spans and events but never a job's result", () => {
    const span = jobTelemetry().tracer.startSpan('process execution');
    span.setAttributes({ 'bullmq.job.id': 'run-1' });
    span.addEvent('job completed', { [JOB_RESULT_ATTRIBUTE]: '{"tests":[{"input":"hidden","expected":"42"}]}', 'bullmq.job.attempts.made': 1 });
    span.addEvent('job failed', { 'bullmq.job.failed.reason': 'Judge0 API unreachable' });
    span.end();
    const [recorded] = exporter.getFinishedSpans();
    expect(recorded.attributes).toEqual({ 'bullmq.job.id': 'run-1' });
    expect(recorded.events.map((event) => [event.name, event.attributes])).toEqual([
      ['job completed', { 'bullmq.job.attempts.made': 1 }],
      ['job failed', { 'bullmq.job.failed.reason': 'Judge0 API unreachable' }],
    ]);
  });
});
