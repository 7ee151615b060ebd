import 'reflect-metadata';
import { EXECUTION_JOB_DEFAULTS } from '@algosheets/contracts';
import { plainToInstance } from 'class-transformer';
import { IsBooleanString, IsIn, IsInt, IsIP, IsOptional, IsString, Matches, Max, Min, validateSync } from 'class-validator';
import { loadTracingConfig, type TracingConfig, TracingConfigError } from '../../tracing';

/**
 * Variables every server app of AlgoSheets reads (documented in `.env.example`).
 * Each app's environment class extends it with its own.
 */
export class ServerEnvironment {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: 'development' | 'production' | 'test';

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL!: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'REDIS_PREFIX may hold letters, digits, - and _ only' })
  REDIS_PREFIX?: string;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  @IsOptional()
  @IsBooleanString()
  LOG_PRETTY?: string;

  /** Address the app listens on: every interface by default (containers); `npm start` sets 127.0.0.1. */
  @IsOptional()
  @IsIP(undefined, { message: 'HOST must be an IP address such as 127.0.0.1 or 0.0.0.0' })
  HOST?: string;

  /** Connections in the app's PostgreSQL pool (the connection budget, docs/operations.md "Capacity planning"). */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  DATABASE_POOL_SIZE?: number;

  /** Attempts of an execution job; the gateway (producer) and the worker must agree. */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10)
  EXECUTION_ATTEMPTS?: number;

  /** First exponential back-off between attempts, ms. */
  @IsOptional()
  @IsInt()
  @Min(0)
  EXECUTION_BACKOFF_MS?: number;

  /** OTLP/HTTP base URL of a trace collector (`/v1/traces` appended); unset: traces off. Checked by `loadTracingConfig`. */
  @IsOptional()
  @IsString()
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;

  /** Full OTLP/HTTP URL of the traces endpoint; wins over OTEL_EXPORTER_OTLP_ENDPOINT. */
  @IsOptional()
  @IsString()
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string;

  /** `service.name` of the app's spans; default the app's name. */
  @IsOptional()
  @IsString()
  OTEL_SERVICE_NAME?: string;
}

/** Thrown when an app's environment is invalid; the message lists every problem, one per line. */
export class InvalidConfigError extends Error {}

/**
 * Converts `env` (strings) into an instance of `schema` and validates it.
 * @param app named in the error message ("gateway", "execution")
 * @throws InvalidConfigError listing each invalid variable
 */
export function validateEnvironment<T extends object>(schema: new () => T, env: Record<string, string | undefined>, app: string): T {
  const raw = plainToInstance(schema, env, { enableImplicitConversion: true });
  const errors = validateSync(raw);
  if (errors.length > 0) {
    const lines = errors.flatMap((error) => Object.values(error.constraints ?? {}).map((message) => `- ${message}`));
    throw new InvalidConfigError(`Invalid ${app} configuration:\n${lines.join('\n')}`);
  }
  return raw;
}

/** Settings every server app derives from {@link ServerEnvironment}. */
export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  databaseUrl: string;
  /** Connections in the PostgreSQL pool (`DATABASE_POOL_SIZE`, default 10). */
  databasePoolSize: number;
  redis: {
    url: string;
    /** Prefix of every Redis key the app writes, BullMQ's included. */
    prefix: string;
  };
  log: { level: string; pretty: boolean };
  /** Address the HTTP server listens on (HOST, default 0.0.0.0). */
  host: string;
  /** Traces: service name and OTLP endpoint (off when none), for `startTracing`. */
  tracing: TracingConfig;
}

/**
 * The shared part of an app's config, with the documented defaults.
 * @param app the app's name: the default `service.name` of its spans, and named in errors
 * @throws InvalidConfigError when a tracing variable is malformed
 */
export function serverConfig(raw: ServerEnvironment, app: string): ServerConfig {
  let tracing: TracingConfig;
  try {
    const { OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_SERVICE_NAME } = raw;
    tracing = loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_SERVICE_NAME }, app);
  } catch (error) {
    if (error instanceof TracingConfigError) throw new InvalidConfigError(`Invalid ${app} configuration:\n- ${error.message}`);
    throw error;
  }
  return {
    nodeEnv: raw.NODE_ENV ?? 'development',
    databaseUrl: raw.DATABASE_URL,
    databasePoolSize: raw.DATABASE_POOL_SIZE ?? 10,
    redis: { url: raw.REDIS_URL, prefix: raw.REDIS_PREFIX ?? 'algosheets' },
    log: { level: raw.LOG_LEVEL ?? 'info', pretty: raw.LOG_PRETTY === 'true' },
    host: raw.HOST ?? '0.0.0.0',
    tracing,
  };
}

/** Retry policy of execution jobs, with the contract's defaults (attempts; first back-off, ms). */
export function jobRetryConfig(raw: ServerEnvironment): { attempts: number; backoffMs: number } {
  return {
    attempts: raw.EXECUTION_ATTEMPTS ?? EXECUTION_JOB_DEFAULTS.attempts,
    backoffMs: raw.EXECUTION_BACKOFF_MS ?? EXECUTION_JOB_DEFAULTS.backoffMs,
  };
}
