import { MINIMUM_PASSWORD_HASH_ENV } from '@algosheets/testing';
import { DEVELOPMENT_JWT_SECRET, InvalidConfigError, loadGatewayConfig, MINIMUM_PASSWORD_HASH_COST } from './gateway.config';

const strongSecret = 'k'.repeat(40);
const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', REDIS_URL: 'redis://127.0.0.1:6379', JWT_ACCESS_SECRET: strongSecret };

describe('loadGatewayConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadGatewayConfig(valid)).toEqual({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: valid.DATABASE_URL,
      databasePoolSize: 10,
      redis: { url: valid.REDIS_URL, prefix: 'algosheets' },
      log: { level: 'info', pretty: false },
      host: '0.0.0.0',
      tracing: { serviceName: 'gateway', tracesUrl: null },
      webOrigin: 'http://localhost:4200',
      trustProxyHops: 0,
      servedHosts: [],
      execution: {
        waitMs: 10_000,
        validationWaitMs: 120_000,
        counterexampleBudgetMs: 10_000,
        counterexampleMaxRuns: 16,
        queueMaxWaiting: 200,
        retryAfterS: 10,
        userConcurrency: 2,
        userPerMinute: 20,
        longPollsPerUser: 3,
        longPollsPerGateway: 500,
        attempts: 3,
        backoffMs: 2000,
      },
      auth: {
        jwtAccessSecret: strongSecret,
        accessTokenTtlS: 900,
        refreshTokenTtlS: 604_800,
        cookieSecure: false,
        redirectOrigins: ['http://localhost:4200'],
        google: undefined,
        rateLimitPerMinute: 10,
        loginFailureLimit: 5,
        loginFailureWindowS: 900,
        loginIpFailureLimit: 100,
        loginIpFailureWindowS: 3600,
        passwordHashCost: { memoryKb: 65_536, iterations: 3, parallelism: 4 },
      },
    });
  });

  it('reads the argon2id cost of new password hashes and refuses one below OWASP\'s minimum, naming the variable', () => {
    const minimum = { PASSWORD_HASH_MEMORY_KB: '19456', PASSWORD_HASH_ITERATIONS: '2', PASSWORD_HASH_PARALLELISM: '1' };
    expect(loadGatewayConfig({ ...valid, ...minimum }).auth.passwordHashCost).toEqual({ memoryKb: 19_456, iterations: 2, parallelism: 1 });
    expect(() => loadGatewayConfig({ ...valid, ...minimum, PASSWORD_HASH_MEMORY_KB: '19455' })).toThrow(/PASSWORD_HASH_MEMORY_KB must be at least 19456 \(OWASP's minimum for argon2id\)/);
    expect(() => loadGatewayConfig({ ...valid, ...minimum, PASSWORD_HASH_ITERATIONS: '1' })).toThrow(/PASSWORD_HASH_ITERATIONS must be at least 2/);
    expect(() => loadGatewayConfig({ ...valid, ...minimum, PASSWORD_HASH_PARALLELISM: '0' })).toThrow(/PASSWORD_HASH_PARALLELISM must be at least 1 \(OWASP's minimum for argon2id\)/);
    // Above the bounds (4 GiB, 100 passes, 16 lanes) and not integers.
    for (const [name, value] of [['PASSWORD_HASH_MEMORY_KB', '4194305'], ['PASSWORD_HASH_ITERATIONS', '101'], ['PASSWORD_HASH_PARALLELISM', '17'], ['PASSWORD_HASH_ITERATIONS', '2.5'], ['PASSWORD_HASH_MEMORY_KB', 'lots']]) {
      expect(() => loadGatewayConfig({ ...valid, ...minimum, [name]: value })).toThrow(new RegExp(`- ${name} `));
    }
    // The test stacks' setting is exactly OWASP's minimum.
    expect(loadGatewayConfig({ ...valid, ...MINIMUM_PASSWORD_HASH_ENV }).auth.passwordHashCost).toEqual(MINIMUM_PASSWORD_HASH_COST);
  });

  it('converts and keeps explicit values; production cookies are Secure', () => {
    const config = loadGatewayConfig({
      ...valid,
      PORT: '8080',
      LOG_PRETTY: 'true',
      NODE_ENV: 'production',
      REDIS_PREFIX: 'blue',
      JWT_ACCESS_SECRET: strongSecret,
      AUTH_REDIRECT_ORIGINS: 'https://app.example.com, https://admin.example.com',
      WEB_ORIGIN: 'https://app.example.com',
    });
    expect(config).toMatchObject({ port: 8080, nodeEnv: 'production', log: { pretty: true }, redis: { prefix: 'blue' } });
    expect(config.auth).toMatchObject({ cookieSecure: true, jwtAccessSecret: strongSecret });
    expect(config.auth.redirectOrigins).toEqual(['https://app.example.com', 'https://admin.example.com']);
  });

  it('exports traces only when an OTLP endpoint is set, and refuses a malformed one or a bad service name, naming the variable', () => {
    expect(loadGatewayConfig({ ...valid, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector.example.com/otlp/traces' }).tracing).toEqual({
      serviceName: 'gateway',
      tracesUrl: 'https://collector.example.com/otlp/traces',
    });
    expect(() => loadGatewayConfig({ ...valid, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'grpc://collector:4317' })).toThrow(
      new InvalidConfigError('Invalid gateway configuration:\n- OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be an http:// or https:// URL such as http://otel-collector:4318, got "grpc://collector:4317"'),
    );
    expect(() => loadGatewayConfig({ ...valid, OTEL_SERVICE_NAME: 'my gateway' })).toThrow(/OTEL_SERVICE_NAME may hold letters, digits/);
  });

  it('reads the per-IP failed-login limit and refuses one that is not a positive integer', () => {
    const config = loadGatewayConfig({ ...valid, LOGIN_IP_FAILURE_LIMIT: '30', LOGIN_IP_FAILURE_WINDOW_S: '600' });
    expect(config.auth).toMatchObject({ loginIpFailureLimit: 30, loginIpFailureWindowS: 600 });
    const attempt = () => loadGatewayConfig({ ...valid, LOGIN_IP_FAILURE_LIMIT: '0', LOGIN_IP_FAILURE_WINDOW_S: 'an hour' });
    expect(attempt).toThrow(/LOGIN_IP_FAILURE_LIMIT must not be less than 1/);
    expect(attempt).toThrow(/LOGIN_IP_FAILURE_WINDOW_S must be an integer number/);
  });

  it('reads SERVED_HOSTS as lower-case host names and refuses anything else (a URL, a port, a path)', () => {
    expect(loadGatewayConfig({ ...valid, SERVED_HOSTS: 'gateway,Gateway.Algosheets.svc' }).servedHosts).toEqual(['gateway', 'gateway.algosheets.svc']);
    for (const value of ['http://gateway', 'gateway:3000', 'gateway/api', 'gateway,,x', ' gateway']) {
      expect(() => loadGatewayConfig({ ...valid, SERVED_HOSTS: value })).toThrow(/SERVED_HOSTS must be comma-separated host names/);
    }
  });

  it('reads the counterexample finder budget (ms) and refuses one below 1 s or above 60 s', () => {
    expect(loadGatewayConfig({ ...valid, COUNTEREXAMPLE_BUDGET_MS: '20000' }).execution.counterexampleBudgetMs).toBe(20_000);
    expect(() => loadGatewayConfig({ ...valid, COUNTEREXAMPLE_BUDGET_MS: '500' })).toThrow(/COUNTEREXAMPLE_BUDGET_MS must not be less than 1000/);
    expect(() => loadGatewayConfig({ ...valid, COUNTEREXAMPLE_BUDGET_MS: '61000' })).toThrow(/COUNTEREXAMPLE_BUDGET_MS must not be greater than 60000/);
  });

  it('reads the counterexample finder run cap and refuses one below one batch (2 runs) or above the worker cap (40)', () => {
    expect(loadGatewayConfig({ ...valid, COUNTEREXAMPLE_MAX_RUNS: '8' }).execution.counterexampleMaxRuns).toBe(8);
    expect(() => loadGatewayConfig({ ...valid, COUNTEREXAMPLE_MAX_RUNS: '1' })).toThrow(/COUNTEREXAMPLE_MAX_RUNS must not be less than 2/);
    expect(() => loadGatewayConfig({ ...valid, COUNTEREXAMPLE_MAX_RUNS: '41' })).toThrow(/COUNTEREXAMPLE_MAX_RUNS must not be greater than 40/);
  });

  it('configures Google only with both client id and secret, defaulting to Google endpoints', () => {
    expect(loadGatewayConfig({ ...valid, GOOGLE_CLIENT_ID: 'id' }).auth.google).toBeUndefined();
    expect(loadGatewayConfig({ ...valid, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).auth.google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      callbackUrl: 'http://localhost:3000/api/v1/auth/google/callback',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://www.googleapis.com/oauth2/v4/token',
      userInfoUrl: 'https://www.googleapis.com/oauth2/v3/userinfo',
    });
  });

  it.each(['production', 'development', undefined])('refuses to start (NODE_ENV=%s) with a missing, short or repository JWT_ACCESS_SECRET', (nodeEnv) => {
    for (const secret of [undefined, DEVELOPMENT_JWT_SECRET, 'REPLACE_WITH_RANDOM_HEX', 'short-secret']) {
      expect(() => loadGatewayConfig({ ...valid, NODE_ENV: nodeEnv, JWT_ACCESS_SECRET: secret })).toThrow(
        /JWT_ACCESS_SECRET must be set to a random value of at least 32 characters, not a value from the repository/,
      );
    }
  });

  it('lets tests run with the development secret', () => {
    expect(loadGatewayConfig({ ...valid, NODE_ENV: 'test', JWT_ACCESS_SECRET: undefined }).auth.jwtAccessSecret).toBe(DEVELOPMENT_JWT_SECRET);
  });

  it('lists every invalid variable at once', () => {
    const attempt = () => loadGatewayConfig({ DATABASE_URL: 'mysql://x', PORT: '70000', NODE_ENV: 'staging', GOOGLE_TOKEN_URL: 'not a url' });
    expect(attempt).toThrow(InvalidConfigError);
    expect(attempt).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(attempt).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(attempt).toThrow(/PORT must not be greater than 65535/);
    expect(attempt).toThrow(/NODE_ENV must be one of the following values/);
    expect(attempt).toThrow(/GOOGLE_TOKEN_URL must be an absolute URL/);
  });
});
