import { InvalidConfigError, ServerEnvironment, serverConfig, validateEnvironment, type ServerConfig } from '@algosheets/server-common';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

export { InvalidConfigError };

/**
 * The gateway's environment (DESIGN.md section 7; every variable is documented in `.env.example`).
 * Validated once at start-up by {@link loadGatewayConfig}.
 */
class GatewayEnvironment extends ServerEnvironment {
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  @IsOptional()
  @IsString()
  @Matches(/^https?:\/\/[^/]+$/, { message: 'WEB_ORIGIN must be an origin such as http://localhost:4200' })
  WEB_ORIGIN?: string;
}

/** Typed, validated gateway settings. */
export interface GatewayConfig extends ServerConfig {
  /** TCP port of the HTTP API; 0 picks a free one (tests). */
  port: number;
  /** Origin of the web app, allowed by CORS. */
  webOrigin: string;
}

/** Name under which {@link GatewayConfig} sits in Nest's ConfigService. */
export const GATEWAY_CONFIG = 'gateway';

/**
 * Validates an environment and turns it into {@link GatewayConfig}.
 * @param env variables as strings (`process.env`, or a test's own map)
 * @throws InvalidConfigError listing each invalid variable
 */
export function loadGatewayConfig(env: Record<string, string | undefined>): GatewayConfig {
  const raw = validateEnvironment(GatewayEnvironment, env, 'gateway');
  return { ...serverConfig(raw), port: raw.PORT ?? 3000, webOrigin: raw.WEB_ORIGIN ?? 'http://localhost:4200' };
}

/** {@link loadGatewayConfig} over this process's environment: the one read of `process.env`. */
export function readGatewayConfig(): GatewayConfig {
  return loadGatewayConfig(process.env);
}
