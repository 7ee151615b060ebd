import { languageForId } from '@algosheets/contracts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SlotPool } from '../runner/slot-pool';
import { SubmissionExecutor } from '../runner/submission-executor';
import type { SubmissionRecord } from '../runner/submission-record';
import type { SubmissionStore } from '../runner/submission-store';

/**
 * Names of the sandbox's metrics (Prometheus conventions: `algosheets_` namespace, base units).
 * Beside them: the default `process_*` / `nodejs_*` metrics.
 */
export const SANDBOX_METRIC_NAMES = {
  /** Gauge: worker slots of this instance (`SANDBOX_SLOTS`). */
  slots: 'algosheets_sandbox_slots',
  /** Gauge: slots running a sandboxed process tree now. */
  slotsBusy: 'algosheets_sandbox_slots_busy',
  /** Gauge: compiles and runs waiting for a free slot. */
  runsWaiting: 'algosheets_sandbox_runs_waiting',
  /** Gauge: submissions not finished yet (In Queue or Processing), what `MAX_QUEUE_SIZE` bounds. */
  submissionsPending: 'algosheets_sandbox_submissions_pending',
  /** Gauge: `MAX_QUEUE_SIZE`; beyond it new submissions get 503 "queue is full". */
  submissionsPendingMax: 'algosheets_sandbox_submissions_pending_max',
  /**
   * Gauge, always 1, label `memory_enforcement`: how run memory is enforced (`cgroup-v1`,
   * `cgroup-v2`, or `proc-sampling`, which misses tmpfs/shm pages; alerted on).
   */
  info: 'algosheets_sandbox_info',
  /** Gauge: the supervisor's `oom_score_adj` (-1000 when it is exempt from OOM kills; runs have 1000). */
  supervisorOomScoreAdj: 'algosheets_sandbox_supervisor_oom_score_adj',
  /** Histogram, seconds, label `language`: wall time of a submission's runs (Judge0's `wall_time`). */
  runWallTime: 'algosheets_sandbox_run_wall_time_seconds',
  /** Histogram, seconds: how long a compile or run waited for a free slot. */
  slotWait: 'algosheets_sandbox_slot_wait_seconds',
  /** Counter, label `reason`: submissions refused (`queue_full`, `draining`, `unauthorized`, `invalid`, `too_large`). */
  refusals: 'algosheets_sandbox_refusals_total',
  /** Counter: `wait=true` submissions whose client went away before the result (their runs killed or never started). */
  cancellations: 'algosheets_sandbox_submissions_cancelled_total',
} as const;

/** Why the sandbox refuses a submission, from the status it answered (see {@link SandboxMetrics.observeRefusal}). */
export const REFUSAL_REASONS = ['queue_full', 'draining', 'unauthorized', 'invalid', 'too_large'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Slot waits: none while a slot is free; seconds behind other learners' runs when saturated. */
const SLOT_WAIT_BUCKETS_S = [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];

/** Up to the largest wall time limit a submission may ask for (Judge0's maximum, 20 s). */
const WALL_TIME_BUCKETS_S = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20];

/** What the gauges read at scrape time. */
export interface SandboxMetricsSources {
  slots: SlotPool;
  store: SubmissionStore;
  maxQueueSize: number;
  /** How run memory is enforced (`BwrapRunner.accounting`). */
  memoryEnforcement: string;
  /** The supervisor's `oom_score_adj` as set at start-up (`protectSupervisor`). */
  supervisorOomScoreAdj: number;
}

/**
 * The sandbox's Prometheus registry, one per app instance (the tests start several in a process).
 * Slot and queue gauges are read from the {@link SlotPool} and {@link SubmissionStore} when scraped;
 * run wall times are recorded by {@link MeteredSubmissionExecutor}.
 */
export class SandboxMetrics {
  readonly registry = new Registry();
  private readonly wallTime = new Histogram({
    name: SANDBOX_METRIC_NAMES.runWallTime,
    help: 'Wall time of a finished submission, averaged over its runs, by language',
    labelNames: ['language'],
    buckets: WALL_TIME_BUCKETS_S,
    registers: [this.registry],
  });

  private readonly slotWait = new Histogram({
    name: SANDBOX_METRIC_NAMES.slotWait,
    help: 'Time a compile or run waited for a free slot',
    buckets: SLOT_WAIT_BUCKETS_S,
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: SANDBOX_METRIC_NAMES.refusals,
    help: 'Submissions refused, by reason',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  private readonly cancellations = new Counter({
    name: SANDBOX_METRIC_NAMES.cancellations,
    help: 'wait=true submissions cancelled because their client closed its connection before the result',
    registers: [this.registry],
  });

  constructor({ slots, store, maxQueueSize, memoryEnforcement, supervisorOomScoreAdj }: SandboxMetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    // Every reason is exported from the start, at 0: a labelled counter shows no series until it is
    // first incremented, and a rate over no series is "no data", not 0, on the dashboard's panel.
    for (const reason of REFUSAL_REASONS) this.refusals.inc({ reason }, 0);
    slots.onSlotWait = (waitS) => this.slotWait.observe(waitS);
    const gauge = (name: string, help: string, read: () => number): void => {
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    };
    gauge(SANDBOX_METRIC_NAMES.slots, 'Worker slots of this sandbox', () => slots.size);
    gauge(SANDBOX_METRIC_NAMES.slotsBusy, 'Slots running a sandboxed process now', () => slots.busySlots);
    gauge(SANDBOX_METRIC_NAMES.runsWaiting, 'Compiles and runs waiting for a free slot', () => slots.waitingTasks);
    gauge(SANDBOX_METRIC_NAMES.submissionsPending, 'Submissions In Queue or Processing', () => store.pending);
    new Gauge({ name: SANDBOX_METRIC_NAMES.info, help: 'How run memory is enforced (label memory_enforcement); always 1', labelNames: ['memory_enforcement'], registers: [this.registry] }).set(
      { memory_enforcement: memoryEnforcement },
      1,
    );
    gauge(SANDBOX_METRIC_NAMES.supervisorOomScoreAdj, "The supervisor's oom_score_adj (-1000: never an OOM victim)", () => supervisorOomScoreAdj);
    gauge(SANDBOX_METRIC_NAMES.submissionsPendingMax, 'MAX_QUEUE_SIZE: pending submissions beyond which new ones get 503', () => maxQueueSize);
  }

  /**
   * Counts a refused submission: 503 (`draining` while the pod drains, else `queue_full`), 401
   * (`unauthorized`), 400/422 (`invalid`), 413 (`too_large`). Other statuses are no refusal: ignored.
   */
  observeRefusal(statusCode: number, draining: boolean): void {
    const reason: RefusalReason | null =
      statusCode === 503 ? (draining ? 'draining' : 'queue_full') : statusCode === 401 ? 'unauthorized' : statusCode === 400 || statusCode === 422 ? 'invalid' : statusCode === 413 ? 'too_large' : null;
    if (reason) this.refusals.inc({ reason });
  }

  /**
   * Records a finished submission's wall time (s) under its language (`PYTHON`, ..., as the
   * execution worker labels them; the Judge0 id for others). Submissions that never ran (a compile
   * error, an internal error) have none and are skipped. A cancelled one is counted.
   */
  observeFinished(record: SubmissionRecord): void {
    if (record.cancellation.signal.aborted) this.cancellations.inc();
    if (record.wallTime === null) return;
    const language = languageForId(record.spec.languageId) ?? String(record.spec.languageId);
    this.wallTime.observe({ language }, record.wallTime);
  }
}

/** {@link SubmissionExecutor} that reports every submission it finishes to {@link SandboxMetrics}. */
export class MeteredSubmissionExecutor extends SubmissionExecutor {
  constructor(
    private readonly metrics: SandboxMetrics,
    ...executorArgs: ConstructorParameters<typeof SubmissionExecutor>
  ) {
    super(...executorArgs);
  }

  override async execute(record: SubmissionRecord): Promise<void> {
    await super.execute(record);
    this.metrics.observeFinished(record);
  }
}
