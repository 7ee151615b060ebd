import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import { httpServerSpanOf, REQUEST_ID_HEADER, traceIdOf } from '../tracing';

/** Header that carries a request's id in and out; it follows the request into the jobs it enqueues. */
export { REQUEST_ID_HEADER };

const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id, echoed in the response header: the trace id of its SERVER span when tracing is
 * started (so log lines and traces join: `startHttpServerSpan` already took a caller's `traceparent`
 * or trace-id-shaped `X-Request-Id`); without a span, a caller's id when it is a sane token, else a
 * new UUID.
 */
export function requestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id = traceIdOf(httpServerSpanOf(request)) ?? (typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID());
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * nestjs-pino settings: JSON lines in production, pino-pretty when `pretty` (under `npm start`);
 * cookies and authorisation headers are never logged; health probes and metric scrapes are not logged.
 */
export function loggerParams(options: { level: string; pretty: boolean; service: string }): Params {
  return {
    pinoHttp: {
      level: options.level,
      base: { service: options.service },
      genReqId: requestId,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
      transport: options.pretty ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l' } } : undefined,
      // Probes and Prometheus scrapes come every few seconds; a log line each would drown the rest.
      autoLogging: { ignore: (request) => /\/(health|metrics)$/.test(request.url ?? '') },
    },
  };
}
