/**
 * What tracing adds to one Run/Submit request's own code path, per request, in µs: the gateway's
 * SERVER span (started, given the request id, ended), one CLIENT span with its `traceparent`
 * (the worker's request to the sandbox) and the sandbox's SERVER span continuing it. Three ways:
 * tracing never started (the API's no-ops), started without an endpoint (the default: AlwaysOff
 * sampler, non-recording spans carrying ids), and recording into a BatchSpanProcessor whose
 * exporter drops the spans (what an endpoint costs in-process, without the network).
 *
 * `node -r @swc-node/register bench/tracing/span-cost.bench.ts [--requests 200000]`
 * Nothing fails: it measures.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { requestId } from '@algosheets/server-common';
import { endHttpServerSpan, startHttpClientSpan, startHttpServerSpan, startTracing, stopTracing } from '@algosheets/server-common/tracing';
import { context } from '@opentelemetry/api';
import { ExportResultCode } from '@opentelemetry/core';
import { BatchSpanProcessor, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-base';

const index = process.argv.indexOf('--requests');
const REQUESTS = index > 0 ? Number(process.argv[index + 1]) : 200_000;

/** An exporter that accepts every batch and keeps nothing. */
const dropping: SpanExporter = {
  export: (_spans: ReadableSpan[], done) => done({ code: ExportResultCode.SUCCESS }),
  shutdown: async () => undefined,
};

const response = { setHeader: () => undefined } as unknown as ServerResponse;

/** One request's tracing work in the three apps. */
function oneRequest(): void {
  const incoming = { method: 'POST', headers: {} } as IncomingMessage;
  const gateway = startHttpServerSpan(incoming, 'POST');
  requestId(incoming, response);
  const client = context.with(gateway.context, () => startHttpClientSpan('POST /submissions', { 'url.path': '/submissions' }, { 'content-type': 'application/json' }));
  const sandbox = startHttpServerSpan({ method: 'POST', headers: client.headers } as unknown as IncomingMessage, 'POST');
  endHttpServerSpan(sandbox.span, 'POST', 201, '/submissions');
  client.span.end();
  endHttpServerSpan(gateway.span, 'POST', 200, '/api/v1/execute-code');
}

function measure(label: string): void {
  for (let i = 0; i < 20_000; i++) oneRequest();
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) oneRequest();
  const us = ((performance.now() - started) * 1000) / REQUESTS;
  console.log(`${label.padEnd(52)} ${us.toFixed(2)} µs per request`);
}

async function main(): Promise<void> {
  console.log(`${REQUESTS} requests, each: gateway server span + request id, client span + traceparent, sandbox server span`);
  measure('tracing not started (no-op API)');
  startTracing({ serviceName: 'bench', tracesUrl: null });
  measure('started, no endpoint (the default: off)');
  await stopTracing();
  startTracing({ serviceName: 'bench', tracesUrl: null }, { spanProcessors: [new BatchSpanProcessor(dropping, { maxQueueSize: 65_536, maxExportBatchSize: 4096 })] });
  measure('recording, batches dropped (an endpoint, in-process)');
  await stopTracing();
}

void main();
