import type { ExecuteCodeResponse } from '@algosheets/contracts';
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import type { GatewaySession } from './gateway-session';
import type { LoadItem } from './load-plan';

/** How often the sessions' access tokens are checked for renewal, ms. */
const RENEW_CHECK_MS = 200;

/** How long one Run/Submit may take before autocannon counts a timeout, s (the gateway holds a Submit up to its wait bound). */
const REQUEST_TIMEOUT_S = 120;

/** What {@link runLoadTest} measured. Latencies in ms, from sending a request to its full answer. */
export interface LoadReport {
  durationS: number;
  learners: number;
  /** Answers of any status per second. */
  throughput: number;
  latencyMs: { p50: number; p95: number; p99: number };
  /** HTTP status → answers; 429 and 503 (limits, queue full) are answers like any other. */
  statuses: Record<string, number>;
  /** Verdict of each 200 (and `Pending` of each 202) → answers. */
  verdicts: Record<string, number>;
  /** Connection errors and requests without an answer within the timeout. */
  errors: number;
  timeouts: number;
  /** Access tokens renewed, before they expired or after a 401. */
  refreshes: number;
}

/** The `p`-th percentile (0–100) of `sorted` (ascending), nearest rank; 0 when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

type Connection = { session?: GatewaySession; sentAt?: number };

/**
 * Drives `POST /api/v1/execute-code` with autocannon: one connection per learner session, each
 * with one request in flight (a learner waits for a verdict before sending again), for
 * `durationS` seconds. Every request is a random item of `plan`. Access tokens are renewed
 * (`refreshTokens`) halfway through their life, as a browser tab of the web app would, and at once
 * after a 401; the connection goes on and its next request carries the new cookie.
 */
export async function runLoadTest(base: string, sessions: GatewaySession[], plan: LoadItem[], durationS: number): Promise<LoadReport> {
  const statuses: Record<string, number> = {};
  const verdicts: Record<string, number> = {};
  const latencies: number[] = [];
  const refreshing = new Map<GatewaySession, Promise<boolean>>();
  let refreshes = 0;
  let assigned = 0;
  const renew = (session: GatewaySession): void => {
    if (refreshing.has(session)) return;
    refreshes++;
    refreshing.set(
      session,
      session.refresh().finally(() => refreshing.delete(session)),
    );
  };
  const renewer = setInterval(() => {
    for (const session of sessions) if ((session.renewAtMs() ?? Infinity) <= Date.now()) renew(session);
  }, RENEW_CHECK_MS);
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections: sessions.length,
    duration: durationS,
    timeout: REQUEST_TIMEOUT_S,
    initialContext: {},
    requests: [
      {
        method: 'POST',
        path: '/api/v1/execute-code',
        setupRequest: (request, context: Connection) => {
          context.session ??= sessions[assigned++ % sessions.length];
          const item = plan[Math.floor(Math.random() * plan.length)];
          context.sentAt = performance.now();
          return { ...request, headers: { ...request.headers, ...context.session.writeHeaders() }, body: JSON.stringify(item.body) };
        },
        onResponse: (status, body, context: Connection) => {
          if (context.sentAt !== undefined) latencies.push(performance.now() - context.sentAt);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 200 || status === 202) {
            let verdict = 'unreadable';
            try {
              verdict = (JSON.parse(body) as ExecuteCodeResponse).submission.status;
            } catch {
              verdict = 'unreadable';
            }
            verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
          }
          if (status === 401 && context.session) renew(context.session);
        },
      },
    ],
  });
  clearInterval(renewer);
  await Promise.all(refreshing.values());
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const answers = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    durationS: elapsedS,
    learners: sessions.length,
    throughput: answers / elapsedS,
    latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) },
    statuses,
    verdicts,
    errors: result.errors,
    timeouts: result.timeouts,
    refreshes,
  };
}

/** The report as the kit prints it. */
export function formatReport(report: LoadReport): string {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .map(([key, count]) => `${key}: ${count}`)
      .join(', ') || 'none';
  return [
    `learners ${report.learners}, ${report.durationS.toFixed(1)} s`,
    `throughput ${report.throughput.toFixed(2)} answers/s`,
    `latency p50 ${report.latencyMs.p50.toFixed(0)} ms, p95 ${report.latencyMs.p95.toFixed(0)} ms, p99 ${report.latencyMs.p99.toFixed(0)} ms`,
    `answers by status: ${list(report.statuses)}`,
    `verdicts: ${list(report.verdicts)}`,
    `connection errors ${report.errors}, timeouts ${report.timeouts}, token refreshes ${report.refreshes}`,
  ].join('\n');
}
