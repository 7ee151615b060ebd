import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

/** A key prefix of its own on a shared Redis; `cleanup` deletes every key under it. */
export interface TestRedis {
  url: string;
  /** Ends with no separator; users append their own (BullMQ adds ':'). */
  prefix: string;
  cleanup(): Promise<void>;
}

/**
 * Reserves a unique key prefix for one test file on the Redis at `url`, so that concurrent runs
 * never see each other's queues or counters.
 */
export function createTestRedis(url: string, label: string): TestRedis {
  const prefix = `t-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 30)}-${randomBytes(4).toString('hex')}`;
  return {
    url,
    prefix,
    cleanup: async () => {
      const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await client.connect();
      try {
        let cursor = '0';
        do {
          const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          cursor = next;
          if (keys.length) await client.del(...keys);
        } while (cursor !== '0');
      } finally {
        client.disconnect();
      }
    },
  };
}
