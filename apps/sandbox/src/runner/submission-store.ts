import { randomUUID } from 'node:crypto';
import { JUDGE0_STATUS } from '@algosheets/contracts';
import type { SubmissionRecord, SubmissionSpec } from './submission-record';

/**
 * In-memory submissions by token. A finished submission is forgotten `ttlMs` after it finished,
 * and all are forgotten on restart: a client must treat 404 as "submit again".
 */
export class SubmissionStore {
  private readonly records = new Map<string, SubmissionRecord>();
  private pendingCount = 0;
  /** Pending submissions per fair-share key (keys with none are left out). */
  private readonly pendingByKey = new Map<string, number>();

  constructor(private readonly ttlMs: number) {}

  /** Submissions not yet finished (In Queue or Processing): what `MAX_QUEUE_SIZE` bounds. */
  get pending(): number {
    return this.pendingCount;
  }

  /** Pending submissions of one fair-share key. */
  pendingOf(key: string): number {
    return this.pendingByKey.get(key) ?? 0;
  }

  /** Fair-share keys with at least one pending submission. */
  get pendingKeys(): number {
    return this.pendingByKey.size;
  }

  /**
   * Registers a new submission in status 1 "In Queue" with a fresh UUID v4 token (as Judge0) and
   * starts `execute`, which must always leave the record in a final status and never reject.
   * `fairShareKey` names whose work it is ('' for anonymous).
   */
  create(spec: SubmissionSpec, execute: (record: SubmissionRecord) => Promise<void>, fairShareKey = ''): SubmissionRecord {
    const record: SubmissionRecord = {
      token: randomUUID(),
      spec,
      fairShareKey,
      statusId: JUDGE0_STATUS.IN_QUEUE,
      stdout: null,
      stderr: null,
      compileOutput: null,
      message: null,
      time: null,
      wallTime: null,
      memory: null,
      exitCode: null,
      exitSignal: null,
      testTimes: null,
      createdAt: new Date(),
      finishedAt: null,
      done: Promise.resolve(),
      cancellation: new AbortController(),
    };
    this.records.set(record.token, record);
    this.pendingCount++;
    this.pendingByKey.set(fairShareKey, this.pendingOf(fairShareKey) + 1);
    record.done = execute(record).finally(() => {
      this.pendingCount--;
      const left = this.pendingOf(fairShareKey) - 1;
      if (left > 0) this.pendingByKey.set(fairShareKey, left);
      else this.pendingByKey.delete(fairShareKey);
      setTimeout(() => this.records.delete(record.token), this.ttlMs).unref();
    });
    return record;
  }

  /** Resolves once every submission registered so far has reached a final status. */
  async settled(): Promise<void> {
    await Promise.all([...this.records.values()].map((record) => record.done));
  }

  get(token: string): SubmissionRecord | undefined {
    return this.records.get(token);
  }
}
