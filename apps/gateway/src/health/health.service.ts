import type { HealthResponse } from '@algosheets/contracts';
import { probeDependency } from '@algosheets/server-common';
import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../redis/redis.module';

/** Checks PostgreSQL (`SELECT 1`) and Redis (`PING`) in parallel, each bounded by 2 s. */
@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  async check(): Promise<HealthResponse> {
    // Raw SQL (decision 0008): `SELECT 1` probes the connection without depending on any table.
    const [db, redis] = await Promise.all([probeDependency(() => this.dataSource.query('SELECT 1')), probeDependency(() => this.redis.ping())]);
    return { status: db === 'up' && redis === 'up' ? 'ok' : 'error', db, redis };
  }
}
