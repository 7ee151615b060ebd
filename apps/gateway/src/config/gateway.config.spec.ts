import { InvalidConfigError, loadGatewayConfig } from './gateway.config';

const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('loadGatewayConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadGatewayConfig(valid)).toEqual({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: valid.DATABASE_URL,
      redis: { url: valid.REDIS_URL, prefix: 'algosheets' },
      log: { level: 'info', pretty: false },
      webOrigin: 'http://localhost:4200',
    });
  });

  it('converts and keeps explicit values', () => {
    const config = loadGatewayConfig({ ...valid, PORT: '8080', LOG_PRETTY: 'true', NODE_ENV: 'production', REDIS_PREFIX: 'blue' });
    expect(config).toMatchObject({ port: 8080, nodeEnv: 'production', log: { pretty: true }, redis: { prefix: 'blue' } });
  });

  it('lists every invalid variable at once', () => {
    const attempt = () => loadGatewayConfig({ DATABASE_URL: 'mysql://x', PORT: '70000', NODE_ENV: 'staging' });
    expect(attempt).toThrow(InvalidConfigError);
    expect(attempt).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(attempt).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(attempt).toThrow(/PORT must not be greater than 65535/);
    expect(attempt).toThrow(/NODE_ENV must be one of the following values/);
  });
});
