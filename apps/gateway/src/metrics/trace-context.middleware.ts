import { endHttpServerSpan, startHttpServerSpan } from '@algosheets/server-common/tracing';
import { context } from '@opentelemetry/api';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { matchedRoute } from './http-metrics.middleware';

/** Probes and Prometheus scrapes, every few seconds: no span, as they get no log line either. */
const UNTRACED = /\/(health|metrics)$/;

/**
 * Express middleware giving each request a SERVER span (`startHttpServerSpan`: it continues an
 * incoming `traceparent`) and running the rest of the request in its context, so that the log
 * line's request id is its trace id and the jobs it enqueues carry it. The request and response
 * emitters are bound too: a body parser's `end` event would otherwise resume in the socket's
 * context and lose the span. The span ends with the response (route template and status, never
 * headers, query or body). Register it first, before the logger's middleware reads the id.
 */
export function traceContextMiddleware(): RequestHandler {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (UNTRACED.test(request.path)) return next();
    const { span, context: requestContext } = startHttpServerSpan(request, request.method);
    let ended = false;
    const end = (): void => {
      if (ended) return;
      ended = true;
      endHttpServerSpan(span, request.method, response.statusCode, matchedRoute(request, response));
    };
    response.once('finish', end);
    response.once('close', end);
    context.bind(requestContext, request);
    context.bind(requestContext, response);
    context.with(requestContext, next);
  };
}
