import type { IncomingMessage } from 'node:http';
import { JUDGE0_STATUS_DESCRIPTIONS } from '@algosheets/contracts';
import { endHttpServerSpan, httpServerSpanOf, startHttpServerSpan, traceIdOf } from '@algosheets/server-common/tracing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SubmissionRecord } from '../runner/submission-record';

/** Attribute names of a submission's outcome on the sandbox's request span. */
export const SUBMISSION_SPAN_ATTRIBUTES = { statusId: 'judge0.status.id', status: 'judge0.status.description', languageId: 'judge0.language.id' } as const;

let untracedRequests = 0;

/**
 * Fastify's `genReqId`, which runs first for every request: a request to the submission routes
 * (not the probes, `/languages` or `/metrics`) gets its SERVER span here, continuing the caller's
 * `traceparent` (the worker's request span), and its trace id as the id of its log lines, so they
 * join the gateway's and the worker's; any other request is `req-<n>` as by Fastify's default.
 *
 * What a span never holds: the source code, stdin, expected output, a program's output or its
 * compiler's messages. A problem's hidden tests arrive here as stdin and expected output, and
 * traces go to a collector with its own readers, so only ids, statuses and the route are recorded.
 */
export function sandboxRequestId(raw: IncomingMessage): string {
  const traceId = raw.url?.startsWith('/submissions') ? traceIdOf(startHttpServerSpan(raw, raw.method ?? 'GET').span) : null;
  return traceId ?? `req-${(untracedRequests++).toString(36)}`;
}

/** Ends a request's span (see {@link sandboxRequestId}) with the route and the answer's status, refusals included. */
export function registerTracingHooks(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const span = httpServerSpanOf(request.raw);
    if (span) endHttpServerSpan(span, request.method, reply.statusCode, request.routeOptions.url);
  });
}

/** Records a finished submission's verdict and language on the request's span (nothing else of it). */
export function recordSubmissionOutcome(request: FastifyRequest, record: SubmissionRecord): void {
  httpServerSpanOf(request.raw)?.setAttributes({
    [SUBMISSION_SPAN_ATTRIBUTES.statusId]: record.statusId,
    [SUBMISSION_SPAN_ATTRIBUTES.status]: JUDGE0_STATUS_DESCRIPTIONS[record.statusId],
    [SUBMISSION_SPAN_ATTRIBUTES.languageId]: record.spec.languageId,
  });
}
