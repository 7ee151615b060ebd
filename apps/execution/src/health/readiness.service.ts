import type { DependencyState } from '@algosheets/contracts';
import { probeDependency } from '@algosheets/server-common';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { EXECUTION_CONFIG, type ExecutionConfig } from '../config/execution.config';

/** What `GET /health/ready` of the worker reports. */
export interface WorkerReadiness {
  status: 'ok' | 'error';
  db: DependencyState;
  redis: DependencyState;
  judge0: DependencyState;
}

/**
 * Checks what the worker needs to judge: PostgreSQL (`SELECT 1`), Redis (`PING`) and the Judge0 API
 * (`GET /about`, with `X-Auth-Token` when configured), each bounded by 2 s.
 */
@Injectable()
export class ReadinessService implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly config: ExecutionConfig;

  constructor(
    private readonly dataSource: DataSource,
    configService: ConfigService,
  ) {
    this.config = configService.getOrThrow<ExecutionConfig>(EXECUTION_CONFIG);
    // The offline queue lets a PING sent while connecting wait for the connection; the probe's
    // 2 s bound still reports an unreachable Redis as down.
    this.redis = new Redis(this.config.redis.url, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
  }

  async check(): Promise<WorkerReadiness> {
    const headers: Record<string, string> = this.config.judge0.authToken ? { 'X-Auth-Token': this.config.judge0.authToken } : {};
    const [db, redis, judge0] = await Promise.all([
      // Raw SQL (decision 0008): `SELECT 1` probes the connection without depending on any table.
      probeDependency(() => this.dataSource.query('SELECT 1')),
      probeDependency(() => this.redis.ping()),
      probeDependency(async () => {
        const response = await fetch(`${this.config.judge0.url}/about`, { headers, signal: AbortSignal.timeout(2000) });
        if (!response.ok) throw new Error(`Judge0 answered ${response.status}`);
      }),
    ]);
    const status = db === 'up' && redis === 'up' && judge0 === 'up' ? 'ok' : 'error';
    return { status, db, redis, judge0 };
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
