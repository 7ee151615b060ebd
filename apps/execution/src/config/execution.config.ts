import { InvalidConfigError, jobRetryConfig, ServerEnvironment, serverConfig, validateEnvironment, type ServerConfig } from '@algosheets/server-common';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

export { InvalidConfigError };

/**
 * The execution worker's environment (documented in `.env.example`; no `process.env` outside `config/`).
 * Validated once at start-up by {@link loadExecutionConfig}.
 */
class ExecutionEnvironment extends ServerEnvironment {
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'JUDGE0_URL must be an http(s) URL of a Judge0 API' })
  JUDGE0_URL!: string;

  @IsOptional()
  @IsString()
  JUDGE0_AUTH_TOKEN?: string;

  @IsOptional()
  @IsString()
  JUDGE0_RAPIDAPI_KEY?: string;

  @IsOptional()
  @IsString()
  JUDGE0_RAPIDAPI_HOST?: string;

  @IsOptional()
  @IsInt()
  @Min(100)
  JUDGE0_REQUEST_TIMEOUT_MS?: number;

  @IsOptional()
  @IsInt()
  @Min(10)
  JUDGE0_RETRY_INITIAL_MS?: number;

  @IsOptional()
  @IsInt()
  @Min(10)
  JUDGE0_RETRY_MAX_MS?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(64)
  JUDGE0_MAX_PARALLEL?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1024)
  JUDGE0_MAX_IN_FLIGHT?: number;

  @IsOptional()
  @IsInt()
  @Min(1000)
  JUDGE0_DEADLINE_MS?: number;

  @IsOptional()
  @IsInt()
  @Min(100)
  JUDGE0_CONNECTION_MAX_AGE_MS?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65535)
  HEALTH_PORT?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(64)
  EXECUTION_CONCURRENCY?: number;

  @IsOptional()
  @IsInt()
  @Min(1000)
  EXECUTION_LOCK_DURATION_MS?: number;

  @IsOptional()
  @IsInt()
  @Min(500)
  EXECUTION_STALLED_INTERVAL_MS?: number;


  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(4096)
  TEST_SET_CACHE_MB?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(4096)
  TEST_PLAN_CACHE_MB?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  RECONCILE_INTERVAL_MS?: number;

  @IsOptional()
  @IsInt()
  @Min(1000)
  RECONCILE_PENDING_AGE_MS?: number;
}

/** How the worker talks to the Judge0 API (`apps/sandbox` by default). Durations in ms. */
export interface Judge0Config {
  url: string;
  authToken?: string;
  /** RapidAPI's hosted Judge0: `x-rapidapi-key` / `x-rapidapi-host` headers. */
  rapidApi?: { key: string; host: string };
  /** Bound of one `wait=true` request: the run's wait in the sandbox's queue, its compile and its run. */
  requestTimeoutMs: number;
  /** First and longest delay before sending a run again that the API refused with 503/429 "queue is full" (doubling). */
  retryInitialMs: number;
  retryMaxMs: number;
  /** How many of one job's runs are in flight at once (each its own `wait=true` request). */
  maxParallel: number;
  /**
   * How many requests of the whole worker are in flight at once, at most (`InFlightWindow`; less
   * after a "queue is full"). Default: `EXECUTION_CONCURRENCY`, so that the deployment's rule for
   * workers (their jobs in flight = twice the sandbox's slots) bounds their requests too.
   */
  maxInFlight: number;
  /** Overall bound of one job's runs (every request and every wait for a full queue). */
  deadlineMs: number;
  /**
   * Age past which a kept-alive connection to the API is not reused, ms: a Kubernetes Service
   * balances per connection, so without it a worker keeps sending runs to the sandbox pods it first
   * reached and pods added by scaling get none of its runs.
   */
  connectionMaxAgeMs: number;
}

/** BullMQ settings of the worker; see `ExecutionModule` for why each value. Durations in ms. */
export interface QueueConfig {
  concurrency: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
  attempts: number;
  backoffMs: number;
  /** Bound of the worker's cache of problems' test sets, MB of test data (`TestSetsService`). */
  testSetCacheMb: number;
  /** Bound of the worker's cache of planned test sets, MB of estimated heap (`TestPlanCache`). */
  testPlanCacheMb: number;
  /** 0 disables the reconciler. */
  reconcileIntervalMs: number;
  reconcilePendingAgeMs: number;
}

/** Typed, validated settings of the execution worker. */
export interface ExecutionConfig extends ServerConfig {
  judge0: Judge0Config;
  queue: QueueConfig;
  /** Port of the readiness/liveness HTTP endpoint; 0 picks a free one (tests). */
  healthPort: number;
}

/** Name under which {@link ExecutionConfig} sits in Nest's ConfigService. */
export const EXECUTION_CONFIG = 'execution';

/**
 * Validates an environment and turns it into {@link ExecutionConfig}.
 * @throws InvalidConfigError listing each invalid variable
 */
export function loadExecutionConfig(env: Record<string, string | undefined>): ExecutionConfig {
  const raw = validateEnvironment(ExecutionEnvironment, env, 'execution');
  // Jobs one worker judges at once (`configuredExecutionProcessor` says why this default).
  const concurrency = raw.EXECUTION_CONCURRENCY ?? 4;
  return {
    ...serverConfig(raw, 'execution'),
    judge0: {
      url: raw.JUDGE0_URL.replace(/\/+$/, ''),
      authToken: raw.JUDGE0_AUTH_TOKEN || undefined,
      rapidApi: raw.JUDGE0_RAPIDAPI_KEY ? { key: raw.JUDGE0_RAPIDAPI_KEY, host: raw.JUDGE0_RAPIDAPI_HOST ?? 'judge0-ce.p.rapidapi.com' } : undefined,
      requestTimeoutMs: raw.JUDGE0_REQUEST_TIMEOUT_MS ?? 60_000,
      retryInitialMs: raw.JUDGE0_RETRY_INITIAL_MS ?? 50,
      retryMaxMs: raw.JUDGE0_RETRY_MAX_MS ?? 1000,
      maxParallel: raw.JUDGE0_MAX_PARALLEL ?? 20,
      maxInFlight: raw.JUDGE0_MAX_IN_FLIGHT ?? concurrency,
      deadlineMs: raw.JUDGE0_DEADLINE_MS ?? 120_000,
      connectionMaxAgeMs: raw.JUDGE0_CONNECTION_MAX_AGE_MS ?? 30_000,
    },
    queue: {
      concurrency,
      lockDurationMs: raw.EXECUTION_LOCK_DURATION_MS ?? 30_000,
      stalledIntervalMs: raw.EXECUTION_STALLED_INTERVAL_MS ?? 15_000,
      ...jobRetryConfig(raw),
      testSetCacheMb: raw.TEST_SET_CACHE_MB ?? 64,
      testPlanCacheMb: raw.TEST_PLAN_CACHE_MB ?? 64,
      reconcileIntervalMs: raw.RECONCILE_INTERVAL_MS ?? 60_000,
      reconcilePendingAgeMs: raw.RECONCILE_PENDING_AGE_MS ?? 300_000,
    },
    healthPort: raw.HEALTH_PORT ?? 3100,
  };
}

/** {@link loadExecutionConfig} over this process's environment: the one read of `process.env`. */
export function readExecutionConfig(): ExecutionConfig {
  return loadExecutionConfig(process.env);
}
