/** State of one dependency as the health endpoint reports it. */
export type DependencyState = 'up' | 'down';

/**
 * `GET /api/v1/health`: 200 when every dependency is up, 503 with the same body when one is down.
 */
export interface HealthResponse {
  status: 'ok' | 'error';
  db: DependencyState;
  redis: DependencyState;
}
