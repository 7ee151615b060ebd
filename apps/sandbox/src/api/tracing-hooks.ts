import { JUDGE0_STATUS_DESCRIPTIONS } from '@algosheets/contracts';
import { endHttpServerSpan, httpServerSpanOf, startHttpServerSpan } from '@algosheets/server-common/tracing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SubmissionRecord } from '../runner/submission-record';

/** Attribute names of a submission's outcome on the sandbox's request span. */
export const SUBMISSION_SPAN_ATTRIBUTES = { statusId: 'judge0.status.id', status: 'judge0.status.description', languageId: 'judge0.language.id' } as const;

/**
 * A SERVER span for each request to the submission routes (not the probes, `/languages` or
 * `/metrics`), continuing the caller's `traceparent` (the worker's request span), with the route
 * and the answer's status; registered before the auth hook, so refusals are traced too.
 *
 * What a span never holds: the source code, stdin, expected output, a program's output or its
 * compiler's messages. A problem's hidden tests arrive here as stdin and expected output, and
 * traces go to a collector with its own readers, so only ids, statuses and the route are recorded.
 */
export function registerTracingHooks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/submissions')) startHttpServerSpan(request.raw, request.method);
  });
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
