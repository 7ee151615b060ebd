import { InvalidConfigError, loadExecutionConfig } from './execution.config';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JUDGE0_URL: 'http://127.0.0.1:2358/',
};

describe('loadExecutionConfig', () => {
  it('applies the documented defaults and trims the Judge0 URL', () => {
    expect(loadExecutionConfig(valid)).toEqual({
      nodeEnv: 'development',
      databaseUrl: valid.DATABASE_URL,
      databasePoolSize: 10,
      redis: { url: valid.REDIS_URL, prefix: 'algosheets' },
      log: { level: 'info', pretty: false },
      host: '0.0.0.0',
      tracing: { serviceName: 'execution', tracesUrl: null },
      judge0: {
        url: 'http://127.0.0.1:2358',
        authToken: undefined,
        rapidApi: undefined,
        requestTimeoutMs: 60_000,
        retryInitialMs: 50,
        retryMaxMs: 1000,
        maxParallel: 20,
        maxInFlight: 4,
        deadlineMs: 120_000,
        connectionMaxAgeMs: 30_000,
      },
      queue: {
        concurrency: 4,
        lockDurationMs: 30_000,
        stalledIntervalMs: 15_000,
        attempts: 3,
        backoffMs: 2000,
        reconcileIntervalMs: 60_000,
        reconcilePendingAgeMs: 300_000,
        testSetCacheMb: 64,
        testPlanCacheMb: 64,
      },
      healthPort: 3100,
    });
  });

  it('bounds the requests in flight by EXECUTION_CONCURRENCY unless JUDGE0_MAX_IN_FLIGHT says otherwise', () => {
    expect(loadExecutionConfig({ ...valid, EXECUTION_CONCURRENCY: '6' }).judge0.maxInFlight).toBe(6);
    expect(loadExecutionConfig({ ...valid, EXECUTION_CONCURRENCY: '6', JUDGE0_MAX_IN_FLIGHT: '12' }).judge0.maxInFlight).toBe(12);
    expect(() => loadExecutionConfig({ ...valid, JUDGE0_MAX_IN_FLIGHT: '0' })).toThrow(/JUDGE0_MAX_IN_FLIGHT must not be less than 1/);
  });

  it('exports traces only when an OTLP endpoint is set, and refuses a malformed one naming the variable', () => {
    expect(loadExecutionConfig({ ...valid, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'worker-blue' }).tracing).toEqual({
      serviceName: 'worker-blue',
      tracesUrl: 'http://collector:4318/v1/traces',
    });
    const attempt = () => loadExecutionConfig({ ...valid, OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' });
    expect(attempt).toThrow(InvalidConfigError);
    expect(attempt).toThrow(/Invalid execution configuration:\n- OTEL_EXPORTER_OTLP_ENDPOINT must be an http:\/\/ or https:\/\/ URL/);
  });

  it('requires a Judge0 URL and lists every invalid variable', () => {
    const attempt = () => loadExecutionConfig({ DATABASE_URL: valid.DATABASE_URL, REDIS_URL: 'http://x', HEALTH_PORT: 'abc', JUDGE0_CONNECTION_MAX_AGE_MS: '50' });
    expect(attempt).toThrow(InvalidConfigError);
    expect(attempt).toThrow(/JUDGE0_URL must be an http\(s\) URL of a Judge0 API/);
    expect(attempt).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(attempt).toThrow(/HEALTH_PORT must be an integer number/);
    expect(attempt).toThrow(/JUDGE0_CONNECTION_MAX_AGE_MS must not be less than 100/);
  });
});
