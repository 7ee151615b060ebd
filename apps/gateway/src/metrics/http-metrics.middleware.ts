import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GatewayMetrics } from './gateway-metrics';

/** `route` label of requests no route matched (404s, probes of random paths): one value, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

const ROUTE_LABEL = Symbol('metricsRoute');

type LabelledResponse = Response & { [ROUTE_LABEL]?: string };

/**
 * Fixes the `route` label of a request that a handler forwards to an embedded Express app (the
 * queue board): that app's own routes would otherwise replace the gateway's template.
 */
export function labelRoute(response: Response, template: string): void {
  (response as LabelledResponse)[ROUTE_LABEL] = template;
}

/**
 * The template of the route that answered (`/api/v1/submission/:id`), read when the response ends
 * (`req.route` is set by then, also for requests a guard refused), or undefined when none matched.
 */
export function matchedRoute(request: Request, response: Response): string | undefined {
  const pinned = (response as LabelledResponse)[ROUTE_LABEL];
  const template = request.route?.path;
  return pinned ?? (typeof template === 'string' ? request.baseUrl + template : undefined);
}

/**
 * Express middleware timing every request from arrival to the end of its response and recording it
 * in {@link GatewayMetrics}. The `route` label is {@link matchedRoute}, else {@link UNMATCHED_ROUTE}. Register it before any route so that the whole request is timed.
 */
export function httpMetricsMiddleware(metrics: GatewayMetrics): RequestHandler {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const route = matchedRoute(request, response) ?? UNMATCHED_ROUTE;
      const durationS = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeHttp({ method: request.method, route, statusCode: response.statusCode, durationS });
    });
    next();
  };
}
