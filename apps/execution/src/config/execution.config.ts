import { InvalidConfigError, ServerEnvironment, serverConfig, validateEnvironment, type ServerConfig } from '@algosheets/server-common';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

export { InvalidConfigError };

/**
 * The execution worker's environment (DESIGN.md section 7; documented in `.env.example`).
 * Validated once at start-up by {@link loadExecutionConfig}.
 */
class ExecutionEnvironment extends ServerEnvironment {
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
}

/** Typed, validated settings of the execution worker. */
export interface ExecutionConfig extends ServerConfig {
  judge0: { url: string; authToken?: string };
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
  return {
    ...serverConfig(raw),
    judge0: { url: raw.JUDGE0_URL.replace(/\/+$/, ''), authToken: raw.JUDGE0_AUTH_TOKEN || undefined },
    healthPort: raw.HEALTH_PORT ?? 3100,
  };
}

/** {@link loadExecutionConfig} over this process's environment: the one read of `process.env`. */
export function readExecutionConfig(): ExecutionConfig {
  return loadExecutionConfig(process.env);
}
