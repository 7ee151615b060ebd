import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { IsBooleanString, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, validateSync } from 'class-validator';

/**
 * The execution worker's environment (DESIGN.md section 7; documented in `.env.example`).
 * Validated once at start-up by {@link loadExecutionConfig}.
 */
class ExecutionEnvironment {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: string;

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL!: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'REDIS_PREFIX may hold letters, digits, - and _ only' })
  REDIS_PREFIX?: string;

  @Matches(/^https?:\/\/[^\s]+$/, { message: 'JUDGE0_URL must be an http(s) URL of a Judge0 API' })
  JUDGE0_URL!: string;

  @IsOptional()
  @IsString()
  JUDGE0_AUTH_TOKEN?: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65535)
  HEALTH_PORT?: number;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  @IsOptional()
  @IsBooleanString()
  LOG_PRETTY?: string;
}

/** Typed, validated settings of the execution worker. */
export interface ExecutionConfig {
  nodeEnv: 'development' | 'production' | 'test';
  databaseUrl: string;
  redis: { url: string; prefix: string };
  judge0: { url: string; authToken?: string };
  /** Port of the readiness/liveness HTTP endpoint; 0 picks a free one (tests). */
  healthPort: number;
  log: { level: string; pretty: boolean };
}

/** Name under which {@link ExecutionConfig} sits in Nest's ConfigService. */
export const EXECUTION_CONFIG = 'execution';

/** Thrown when the environment is invalid; the message lists every problem. */
export class InvalidConfigError extends Error {}

/**
 * Validates an environment and turns it into {@link ExecutionConfig}.
 * @throws InvalidConfigError listing each invalid variable
 */
export function loadExecutionConfig(env: Record<string, string | undefined>): ExecutionConfig {
  const raw = plainToInstance(ExecutionEnvironment, env, { enableImplicitConversion: true });
  const errors = validateSync(raw);
  if (errors.length > 0) {
    const lines = errors.flatMap((error) => Object.values(error.constraints ?? {}).map((message) => `- ${message}`));
    throw new InvalidConfigError(`Invalid execution configuration:\n${lines.join('\n')}`);
  }
  return {
    nodeEnv: (raw.NODE_ENV ?? 'development') as ExecutionConfig['nodeEnv'],
    databaseUrl: raw.DATABASE_URL,
    redis: { url: raw.REDIS_URL, prefix: raw.REDIS_PREFIX ?? 'algosheets' },
    judge0: { url: raw.JUDGE0_URL.replace(/\/+$/, ''), authToken: raw.JUDGE0_AUTH_TOKEN || undefined },
    healthPort: raw.HEALTH_PORT ?? 3100,
    log: { level: raw.LOG_LEVEL ?? 'info', pretty: raw.LOG_PRETTY === 'true' },
  };
}

/** {@link loadExecutionConfig} over this process's environment: the one read of `process.env`. */
export function readExecutionConfig(): ExecutionConfig {
  return loadExecutionConfig(process.env);
}
