/** ioredis connection options, as BullMQ takes them (it wants options, not a URL). */
export interface RedisConnectionOptions {
  host: string;
  port: number;
  username?: string;
  password?: string;
  db: number;
  /** Present for `rediss://`: TLS with the system's trust store. */
  tls?: object;
}

/**
 * Options from a `redis://` or `rediss://` URL: host, port (default 6379), credentials
 * (percent-decoded), database number from the path (default 0), TLS for `rediss:`.
 */
export function redisConnectionOptions(url: string): RedisConnectionOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number(parsed.pathname.slice(1) || 0),
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
}
