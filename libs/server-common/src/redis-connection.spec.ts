import { redisConnectionOptions } from './redis-connection';

describe('redisConnectionOptions', () => {
  it('reads host, default port and database 0 from a plain URL', () => {
    expect(redisConnectionOptions('redis://127.0.0.1')).toEqual({ host: '127.0.0.1', port: 6379, username: undefined, password: undefined, db: 0, tls: undefined });
  });

  it('reads credentials (decoded), port, database and TLS', () => {
    expect(redisConnectionOptions('rediss://queue:p%40ss@redis.internal:6380/3')).toEqual({
      host: 'redis.internal',
      port: 6380,
      username: 'queue',
      password: 'p@ss',
      db: 3,
      tls: {},
    });
  });
});
