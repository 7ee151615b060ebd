import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { IsBooleanString, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, validateSync } from 'class-validator';

/**
 * The gateway's environment (DESIGN.md section 7; every variable is documented in `.env.example`).
 * Validated once at start-up by {@link loadGatewayConfig}.
 */
class GatewayEnvironment {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

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

  @IsOptional()
  @IsString()
  @Matches(/^https?:\/\/[^/]+$/, { message: 'WEB_ORIGIN must be an origin such as http://localhost:4200' })
  WEB_ORIGIN?: string;
}

/** Typed, validated gateway settings. */
export interface GatewayConfig {
  nodeEnv: 'development' | 'production' | 'test';
  /** TCP port of the HTTP API; 0 picks a free one (tests). */
  port: number;
  databaseUrl: string;
  redis: {
    url: string;
    /** Prefix of every Redis key the gateway writes, BullMQ's included. */
    prefix: string;
  };
  log: { level: string; pretty: boolean };
  /** Origin of the web app, allowed by CORS. */
  webOrigin: string;
}

/** Name under which {@link GatewayConfig} sits in Nest's ConfigService. */
export const GATEWAY_CONFIG = 'gateway';

/** Thrown when the environment is invalid; the message lists every problem. */
export class InvalidConfigError extends Error {}

/**
 * Validates an environment and turns it into {@link GatewayConfig}.
 * @param env variables as strings (`process.env`, or a test's own map)
 * @throws InvalidConfigError listing each invalid variable
 */
export function loadGatewayConfig(env: Record<string, string | undefined>): GatewayConfig {
  const raw = plainToInstance(GatewayEnvironment, env, { enableImplicitConversion: true });
  const errors = validateSync(raw, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((error) => Object.values(error.constraints ?? {}).map((message) => `- ${message}`));
    throw new InvalidConfigError(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  return {
    nodeEnv: (raw.NODE_ENV ?? 'development') as GatewayConfig['nodeEnv'],
    port: raw.PORT ?? 3000,
    databaseUrl: raw.DATABASE_URL,
    redis: { url: raw.REDIS_URL, prefix: raw.REDIS_PREFIX ?? 'algosheets' },
    log: { level: raw.LOG_LEVEL ?? 'info', pretty: raw.LOG_PRETTY === 'true' },
    webOrigin: raw.WEB_ORIGIN ?? 'http://localhost:4200',
  };
}

/** {@link loadGatewayConfig} over this process's environment: the one read of `process.env`. */
export function readGatewayConfig(): GatewayConfig {
  return loadGatewayConfig(process.env);
}
