import { EXECUTION_JOB_DEFAULTS, EXECUTION_QUEUE, type ExecutionJobData, type ExecutionJobResult, UNSTORED_JOB_RETENTION } from '@algosheets/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Job, Queue, QueueEvents } from 'bullmq';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { ExecutionQueueEvents } from '../redis/execution-queue.module';

/** How often {@link ExecutionQueueService.whenEnded} reads a job's state, ms. */
const WATCH_INTERVAL_MS = 1000;

/** How long Redis keeps a job once it ended: a Submit's for its re-enqueue window, the rest briefly. */
function retention(payload: ExecutionJobData): { removeOnComplete: { age: number; count: number }; removeOnFail: { age: number; count: number } } {
  const { removeOnComplete, removeOnFail } = payload.kind === 'submit' ? EXECUTION_JOB_DEFAULTS : UNSTORED_JOB_RETENTION;
  return { removeOnComplete, removeOnFail };
}

/** How a wait for a job ended. */
export type JobOutcome =
  | { kind: 'completed'; result: ExecutionJobResult }
  | { kind: 'failed'; reason: string }
  | { kind: 'timeout' };

/**
 * The gateway's side of {@link EXECUTION_QUEUE}: the producer on the registered queue and waits on
 * {@link ExecutionQueueEvents} (the gateway awaits a job up to a bound, then answers 202). Jobs get
 * `attempts` with exponential back-off and bounded retention (`EXECUTION_JOB_DEFAULTS` for a Submit,
 * `UNSTORED_JOB_RETENTION` for the rest).
 */
@Injectable()
export class ExecutionQueueService implements OnApplicationShutdown {
  private readonly jobOptions: { attempts: number; backoff: { type: 'exponential'; delay: number } };
  /** Ends the background waits of {@link whenEnded} (at shutdown). */
  private readonly watches = new Set<() => void>();

  constructor(
    configService: ConfigService,
    @InjectQueue(EXECUTION_QUEUE) private readonly queue: Queue<ExecutionJobData, ExecutionJobResult>,
    private readonly queueEvents: ExecutionQueueEvents,
  ) {
    const { attempts, backoffMs } = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).execution;
    this.jobOptions = { attempts, backoff: { type: 'exponential', delay: backoffMs } };
    // Failures reach callers through the failing commands; without a listener BullMQ prints each one with its stack.
    queue.on('error', () => undefined);
  }

  /** Set at module init, so read at request time. */
  private get events(): QueueEvents {
    return this.queueEvents.queueEvents;
  }

  /**
   * Resolves once the QueueEvents connection is ready (at once after the first time): a job added
   * before it reads the event stream could end unseen. Never rejects.
   */
  private eventsReady(): Promise<void> {
    return this.events.waitUntilReady().then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * Jobs waiting to be picked up (the backpressure measure): BullMQ's `wait` list and its
   * `prioritized` set, where every job with a priority waits. @throws when Redis is unreachable
   */
  async waitingCount(): Promise<number> {
    const counts = await this.queue.getJobCounts('waiting', 'prioritized');
    return (counts.waiting ?? 0) + (counts.prioritized ?? 0);
  }

  /**
   * Enqueues a job, with a BullMQ `priority` for a learner's Run or Submit (1 first; see
   * `executionJobPriority`); without one (an admin's validation) it is taken before every
   * prioritized job. With `jobId` (a Submit: the submission id) an existing job of that id is
   * returned instead of a second one being created. `attempts` overrides the configured attempts
   * (a job whose caller waits only its own budget is not worth a retry after back-off).
   */
  async add(payload: ExecutionJobData, jobId: string, priority?: number, attempts?: number): Promise<Job<ExecutionJobData, ExecutionJobResult>> {
    await this.eventsReady();
    return this.queue.add(payload.kind, payload, {
      ...this.jobOptions,
      ...(attempts === undefined ? {} : { attempts }),
      jobId,
      priority,
      ...retention(payload),
    });
  }

  /**
   * Awaits the end of the job with this id (a Submit's job id is its submission id) for at most
   * `timeoutMs`: resolves when it completed or failed, or at once when no such job is known (it
   * ended long ago and was removed, or never existed). Never rejects: a Redis failure ends the wait.
   */
  async waitForJob(jobId: string, timeoutMs: number): Promise<void> {
    try {
      await this.eventsReady();
      const job = await this.queue.getJob(jobId);
      if (job) await this.wait(job, timeoutMs);
    } catch {
      // The caller reads the stored state either way; a failed wait only ends the wait early.
    }
  }

  /** Awaits a job's end through QueueEvents for at most `timeoutMs` (0: do not wait; BullMQ's 0 would mean forever). */
  async wait(job: Job<ExecutionJobData, ExecutionJobResult>, timeoutMs: number): Promise<JobOutcome> {
    if (timeoutMs <= 0) return { kind: 'timeout' };
    try {
      return { kind: 'completed', result: await job.waitUntilFinished(this.events, timeoutMs) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/timed out before finishing/.test(message)) return { kind: 'timeout' };
      return { kind: 'failed', reason: message };
    }
  }

  /**
   * Waits in the background for a job to end (completed, failed or removed), reading its state every
   * `WATCH_INTERVAL_MS`, for at most `maxMs`. The timers never keep the process alive, and shutdown
   * ends every such wait. Never rejects (a Redis failure counts as not ended yet).
   * @returns true once the job has ended; false after `maxMs` or at shutdown
   */
  whenEnded(job: Job<ExecutionJobData, ExecutionJobResult>, maxMs: number): Promise<boolean> {
    const deadline = Date.now() + maxMs;
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const stop = (ended: boolean) => {
        clearTimeout(timer);
        this.watches.delete(cancel);
        resolve(ended);
      };
      const cancel = () => stop(false);
      const check = async () => {
        const state = await this.queue.getJobState(job.id ?? '').catch(() => null);
        if (state === 'completed' || state === 'failed' || state === 'unknown') return stop(true);
        if (!this.watches.has(cancel)) return;
        if (Date.now() >= deadline) return stop(false);
        timer = setTimeout(() => void check(), WATCH_INTERVAL_MS).unref();
      };
      this.watches.add(cancel);
      void check();
    });
  }

  /**
   * Removes a job nobody waits for any more, if it has not started.
   * @returns true when it was removed; false when a worker holds it (or Redis failed): it may still run
   */
  async discard(job: Job<ExecutionJobData, ExecutionJobResult>): Promise<boolean> {
    try {
      await job.remove();
      return true;
    } catch {
      return false;
    }
  }

  /** Ends the background waits; @nestjs/bullmq closes the queue and {@link ExecutionQueueEvents} closes its connection. */
  onApplicationShutdown(): void {
    for (const cancel of [...this.watches]) cancel();
  }
}
