import { COUNTEREXAMPLE_DEFAULT_BUDGET_MS } from '@algosheets/contracts';
import { InvalidConfigError, jobRetryConfig, ServerEnvironment, serverConfig, validateEnvironment, type ServerConfig } from '@algosheets/server-common';
import { IsBooleanString, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';

export { InvalidConfigError };

/** The access-token secret used when none is configured; refused in production. */
export const DEVELOPMENT_JWT_SECRET = 'algosheets-development-secret-change-me';

/** Secret values written in the repository (tests' default, examples' placeholders): never accepted outside tests. */
const REPOSITORY_SECRETS = [DEVELOPMENT_JWT_SECRET, 'REPLACE_WITH_RANDOM_HEX', 'change-me', 'changeme', 'secret'];

/**
 * The argon2id cost of a new password hash. A stored hash carries its own parameters, so changing
 * these affects new hashes only; every existing one still verifies.
 */
export interface PasswordHashCost {
  /** Memory per hash, KB (KiB). */
  memoryKb: number;
  /** Passes over that memory. */
  iterations: number;
  /** Lanes computed in parallel (threads). */
  parallelism: number;
}

/** The library's defaults (m = 64 MiB, t = 3, p = 4): stronger than OWASP's recommendation. */
export const DEFAULT_PASSWORD_HASH_COST: PasswordHashCost = { memoryKb: 65_536, iterations: 3, parallelism: 4 };

/**
 * OWASP's minimum argon2id configuration (m = 19 MiB, t = 2, p = 1): no setting may go below any
 * of these. About a sixth of the default's CPU per hash, for hosts where sign-ins must be cheap
 * (a load test's thousands of sign-ups, a test suite).
 */
export const MINIMUM_PASSWORD_HASH_COST: PasswordHashCost = { memoryKb: 19_456, iterations: 2, parallelism: 1 };

const URL_OPTIONS = { require_tld: false, require_protocol: true };

/**
 * The gateway's environment (sessions, Google sign-in, Run/Submit; every variable is documented in
 * `.env.example`). Validated once at start-up by {@link loadGatewayConfig}.
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

  @IsOptional()
  @IsString()
  JWT_ACCESS_SECRET?: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  ACCESS_TOKEN_TTL_S?: number;

  @IsOptional()
  @IsInt()
  @Min(60)
  REFRESH_TOKEN_TTL_S?: number;

  @IsOptional()
  @IsBooleanString()
  COOKIE_SECURE?: string;

  @IsOptional()
  @IsString()
  AUTH_REDIRECT_ORIGINS?: string;

  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_SECRET?: string;

  @IsOptional()
  @IsUrl(URL_OPTIONS, { message: 'GOOGLE_CALLBACK_URL must be an absolute URL' })
  GOOGLE_CALLBACK_URL?: string;

  @IsOptional()
  @IsUrl(URL_OPTIONS, { message: 'GOOGLE_AUTHORIZATION_URL must be an absolute URL' })
  GOOGLE_AUTHORIZATION_URL?: string;

  @IsOptional()
  @IsUrl(URL_OPTIONS, { message: 'GOOGLE_TOKEN_URL must be an absolute URL' })
  GOOGLE_TOKEN_URL?: string;

  @IsOptional()
  @IsUrl(URL_OPTIONS, { message: 'GOOGLE_USERINFO_URL must be an absolute URL' })
  GOOGLE_USERINFO_URL?: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT_PER_MINUTE?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  LOGIN_FAILURE_LIMIT?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  LOGIN_FAILURE_WINDOW_S?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  LOGIN_IP_FAILURE_LIMIT?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  LOGIN_IP_FAILURE_WINDOW_S?: number;

  @IsOptional()
  @IsInt()
  @Min(MINIMUM_PASSWORD_HASH_COST.memoryKb, { message: `PASSWORD_HASH_MEMORY_KB must be at least ${MINIMUM_PASSWORD_HASH_COST.memoryKb} (OWASP's minimum for argon2id)` })
  @Max(4_194_304)
  PASSWORD_HASH_MEMORY_KB?: number;

  @IsOptional()
  @IsInt()
  @Min(MINIMUM_PASSWORD_HASH_COST.iterations, { message: `PASSWORD_HASH_ITERATIONS must be at least ${MINIMUM_PASSWORD_HASH_COST.iterations} (OWASP's minimum for argon2id)` })
  @Max(100)
  PASSWORD_HASH_ITERATIONS?: number;

  @IsOptional()
  @IsInt()
  @Min(MINIMUM_PASSWORD_HASH_COST.parallelism, { message: `PASSWORD_HASH_PARALLELISM must be at least ${MINIMUM_PASSWORD_HASH_COST.parallelism} (OWASP's minimum for argon2id)` })
  @Max(16)
  PASSWORD_HASH_PARALLELISM?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  TRUST_PROXY_HOPS?: number;

  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, { message: 'SERVED_HOSTS must be comma-separated host names such as gateway,gateway.algosheets.svc' })
  SERVED_HOSTS?: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  EXECUTION_WAIT_MS?: number;

  @IsOptional()
  @IsInt()
  @Min(1000)
  VALIDATION_WAIT_MS?: number;

  @IsOptional()
  @IsInt()
  @Min(1000)
  @Max(60_000)
  COUNTEREXAMPLE_BUDGET_MS?: number;

  @IsOptional()
  @IsInt()
  @Min(2)
  @Max(40)
  COUNTEREXAMPLE_MAX_RUNS?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  EXECUTION_QUEUE_MAX_WAITING?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  EXECUTION_RETRY_AFTER_S?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  EXECUTION_USER_CONCURRENCY?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  EXECUTION_USER_PER_MINUTE?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  LONG_POLLS_PER_USER?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  LONG_POLLS_PER_GATEWAY?: number;

}

/** Google sign-in settings; absent when no client is configured (the route then answers 503). */
export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

/** Run/Submit settings of the execution pipeline. Durations in ms unless named `_S`. */
export interface ExecutionSettings {
  /** How long `POST /execute-code` awaits the verdict before answering 202 (Submit) or 503 (Run). */
  waitMs: number;
  /** How long a reference-solution validation may take in all. */
  validationWaitMs: number;
  /** Wall time the counterexample finder searches for, per request (the worker caps it at 60 s). */
  counterexampleBudgetMs: number;
  /**
   * Sandbox runs one counterexample search may use at most (two per batch of inputs), each counted
   * against the learner's `userPerMinute`; the worker caps it at 40.
   */
  counterexampleMaxRuns: number;
  /** Waiting jobs above which new executions get 503 + Retry-After (Judge0's MAX_QUEUE_SIZE idea). */
  queueMaxWaiting: number;
  retryAfterS: number;
  /** Executions one user may have in flight at once, and start per minute (429 beyond). */
  userConcurrency: number;
  userPerMinute: number;
  /** Long polls (`GET /submission/{id}?wait=`) one learner may hold at once, over every replica. */
  longPollsPerUser: number;
  /** Long polls one gateway process holds at once, all learners together. */
  longPollsPerGateway: number;
  /** BullMQ job attempts and the first exponential back-off delay. */
  attempts: number;
  backoffMs: number;
}

/** Typed, validated gateway settings. */
export interface GatewayConfig extends ServerConfig {
  /** TCP port of the HTTP API; 0 picks a free one (tests). */
  port: number;
  /** Origin of the web app, allowed by CORS and the default sign-in redirect. */
  webOrigin: string;
  /** Reverse proxies in front of the gateway whose X-Forwarded-For is trusted (for per-IP limits). */
  trustProxyHops: number;
  /**
   * Host names the gateway answers besides loopback and the host of `webOrigin` (lower case): the
   * in-cluster names of its Service, for clients inside the cluster such as the load-kit Job.
   */
  servedHosts: string[];
  execution: ExecutionSettings;
  auth: {
    jwtAccessSecret: string;
    /** Access JWT lifetime, s (15 min by default; the refresh token renews it). */
    accessTokenTtlS: number;
    /** Refresh token lifetime, s (7 days). */
    refreshTokenTtlS: number;
    cookieSecure: boolean;
    /** Origins a sign-in may redirect back to; anything else falls back to `webOrigin`. */
    redirectOrigins: string[];
    google?: GoogleConfig;
    /** Sign-ups plus logins per IP per minute. */
    rateLimitPerMinute: number;
    /** Failed logins per (account, client IP) within `loginFailureWindowS` before 429. */
    loginFailureLimit: number;
    loginFailureWindowS: number;
    /** Failed logins per client IP, whatever the accounts, within `loginIpFailureWindowS` before 429. */
    loginIpFailureLimit: number;
    loginIpFailureWindowS: number;
    /** The argon2id cost of new password hashes; never below OWASP's minimum. */
    passwordHashCost: PasswordHashCost;
  };
}

/** Name under which {@link GatewayConfig} sits in Nest's ConfigService. */
export const GATEWAY_CONFIG = 'gateway';

function googleConfig(raw: GatewayEnvironment, port: number): GoogleConfig | undefined {
  if (!raw.GOOGLE_CLIENT_ID || !raw.GOOGLE_CLIENT_SECRET) return undefined;
  return {
    clientId: raw.GOOGLE_CLIENT_ID,
    clientSecret: raw.GOOGLE_CLIENT_SECRET,
    callbackUrl: raw.GOOGLE_CALLBACK_URL ?? `http://localhost:${port}/api/v1/auth/google/callback`,
    authorizationUrl: raw.GOOGLE_AUTHORIZATION_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: raw.GOOGLE_TOKEN_URL ?? 'https://www.googleapis.com/oauth2/v4/token',
    userInfoUrl: raw.GOOGLE_USERINFO_URL ?? 'https://www.googleapis.com/oauth2/v3/userinfo',
  };
}

/**
 * Validates an environment and turns it into {@link GatewayConfig}. Outside `NODE_ENV=test` it
 * refuses a missing or short (< 32 characters) `JWT_ACCESS_SECRET` and every value the repository
 * itself holds (the development secret, the examples' placeholders): anyone with a clone could sign
 * an admin's token with those. `npm start` generates a secret in `.data/secrets.env`.
 * @param env variables as strings (`process.env`, or a test's own map)
 * @throws InvalidConfigError listing each invalid variable
 */
export function loadGatewayConfig(env: Record<string, string | undefined>): GatewayConfig {
  const raw = validateEnvironment(GatewayEnvironment, env, 'gateway');
  const base = serverConfig(raw, 'gateway');
  const secret = raw.JWT_ACCESS_SECRET ?? DEVELOPMENT_JWT_SECRET;
  if (base.nodeEnv !== 'test' && (REPOSITORY_SECRETS.includes(secret) || secret.length < 32)) {
    throw new InvalidConfigError(
      'Invalid gateway configuration:\n- JWT_ACCESS_SECRET must be set to a random value of at least 32 characters, not a value from the repository (npm start generates one in .data/secrets.env)',
    );
  }
  const port = raw.PORT ?? 3000;
  const webOrigin = raw.WEB_ORIGIN ?? 'http://localhost:4200';
  const redirectOrigins = (raw.AUTH_REDIRECT_ORIGINS ?? webOrigin)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    ...base,
    port,
    webOrigin,
    trustProxyHops: raw.TRUST_PROXY_HOPS ?? 0,
    servedHosts: (raw.SERVED_HOSTS ?? '').split(',').filter(Boolean).map((host) => host.toLowerCase()),
    execution: {
      waitMs: raw.EXECUTION_WAIT_MS ?? 10_000,
      validationWaitMs: raw.VALIDATION_WAIT_MS ?? 120_000,
      counterexampleBudgetMs: raw.COUNTEREXAMPLE_BUDGET_MS ?? COUNTEREXAMPLE_DEFAULT_BUDGET_MS,
      counterexampleMaxRuns: raw.COUNTEREXAMPLE_MAX_RUNS ?? 16,
      queueMaxWaiting: raw.EXECUTION_QUEUE_MAX_WAITING ?? 200,
      retryAfterS: raw.EXECUTION_RETRY_AFTER_S ?? 10,
      userConcurrency: raw.EXECUTION_USER_CONCURRENCY ?? 2,
      userPerMinute: raw.EXECUTION_USER_PER_MINUTE ?? 20,
      longPollsPerUser: raw.LONG_POLLS_PER_USER ?? 3,
      longPollsPerGateway: raw.LONG_POLLS_PER_GATEWAY ?? 500,
      ...jobRetryConfig(raw),
    },
    auth: {
      jwtAccessSecret: secret,
      accessTokenTtlS: raw.ACCESS_TOKEN_TTL_S ?? 900,
      refreshTokenTtlS: raw.REFRESH_TOKEN_TTL_S ?? 604_800,
      cookieSecure: raw.COOKIE_SECURE === undefined ? base.nodeEnv === 'production' : raw.COOKIE_SECURE === 'true',
      redirectOrigins: redirectOrigins.includes(webOrigin) ? redirectOrigins : [webOrigin, ...redirectOrigins],
      google: googleConfig(raw, port),
      rateLimitPerMinute: raw.AUTH_RATE_LIMIT_PER_MINUTE ?? 10,
      loginFailureLimit: raw.LOGIN_FAILURE_LIMIT ?? 5,
      loginFailureWindowS: raw.LOGIN_FAILURE_WINDOW_S ?? 900,
      loginIpFailureLimit: raw.LOGIN_IP_FAILURE_LIMIT ?? 100,
      loginIpFailureWindowS: raw.LOGIN_IP_FAILURE_WINDOW_S ?? 3600,
      passwordHashCost: {
        memoryKb: raw.PASSWORD_HASH_MEMORY_KB ?? DEFAULT_PASSWORD_HASH_COST.memoryKb,
        iterations: raw.PASSWORD_HASH_ITERATIONS ?? DEFAULT_PASSWORD_HASH_COST.iterations,
        parallelism: raw.PASSWORD_HASH_PARALLELISM ?? DEFAULT_PASSWORD_HASH_COST.parallelism,
      },
    },
  };
}

/** {@link loadGatewayConfig} over this process's environment: the one read of `process.env`. */
export function readGatewayConfig(): GatewayConfig {
  return loadGatewayConfig(process.env);
}
