import { type Language, STANDING_MINIMUM_SAMPLE, type StandingBucket, type SubmissionStanding, SubmissionStatus } from '@algosheets/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { SubmissionsService } from './submissions.service';

/** Most bars of a standing histogram. */
const HISTOGRAM_BARS = 20;

/**
 * The two ranked figures: their column, and the step the worker coarsens them to (a bar's width is
 * a multiple of it, so no bar straddles values that cannot occur).
 */
const FIGURES = {
  cpuTime: { column: 'cpu_time_ms', step: 10 },
  peakMemory: { column: 'peak_memory_kb', step: 1024 },
} as const;

/** A figure's histogram over the sample, and the counts its percentage needs. */
interface Distribution {
  sampleSize: number;
  /** Submissions of the sample with a strictly larger figure than the one asked about. */
  above: number;
  buckets: StandingBucket[];
}

/**
 * The speed standing of a submission (see {@link SubmissionStanding}), computed in PostgreSQL: per
 * figure, one statement reads the sample's minimum and maximum at the ends of the partial index
 * (problem, language, figure) of Accepted rows, then counts each bar and the rows above the
 * submission's figure in one index-only pass over the problem's and language's rows. No row is
 * loaded into the gateway: it receives at most 20 bars per figure.
 */
@Injectable()
export class SubmissionStandingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly submissions: SubmissionsService,
  ) {}

  /**
   * The standing of submission `id` for `viewer` (their own, or any for an admin). Percentages are
   * null below {@link STANDING_MINIMUM_SAMPLE} measured submissions, and for a submission that is
   * not Accepted or has no measurement (its histograms still show the sample).
   * @throws SubmissionNotFoundException when there is no such submission or it is another learner's
   */
  async forSubmission(id: string, viewer: AuthUser): Promise<SubmissionStanding> {
    const submission = await this.submissions.findVisible(id, viewer);
    const accepted = submission.status === SubmissionStatus.Accepted;
    const cpuTimeMs = accepted ? submission.cpuTimeMs : null;
    const peakMemoryKb = accepted && cpuTimeMs !== null ? submission.peakMemoryKb : null;
    const [cpu, memory] = await Promise.all([
      this.distribution(submission.problemId, submission.language, FIGURES.cpuTime, cpuTimeMs),
      this.distribution(submission.problemId, submission.language, FIGURES.peakMemory, peakMemoryKb),
    ]);
    const percent = (distribution: Distribution, own: number | null): number | null =>
      own === null || distribution.sampleSize < STANDING_MINIMUM_SAMPLE ? null : Math.floor((100 * distribution.above) / distribution.sampleSize);
    return {
      submissionId: submission.id,
      problemId: submission.problemId,
      language: submission.language,
      sampleSize: cpu.sampleSize,
      minimumSample: STANDING_MINIMUM_SAMPLE,
      cpuTimeMs,
      peakMemoryKb,
      percentFaster: percent(cpu, cpuTimeMs),
      percentLessMemory: percent(memory, peakMemoryKb),
      cpuTimeHistogram: cpu.buckets,
      peakMemoryHistogram: memory.buckets,
    };
  }

  /**
   * One figure's distribution over the measured Accepted submissions of a problem in a language:
   * bars of equal width (the smallest multiple of `step` that covers min..max in at most
   * {@link HISTOGRAM_BARS} bars), each bar's count, and how many exceed `own` (0 when null).
   */
  private async distribution(problemId: string, language: Language, figure: (typeof FIGURES)[keyof typeof FIGURES], own: number | null): Promise<Distribution> {
    const { column, step } = figure;
    const sample = `problem_id = $1 AND language = $2 AND status = '${SubmissionStatus.Accepted}' AND ${column} IS NOT NULL`;
    const rows: { from: number; to: number; count: number; above: number; mine: boolean }[] = await this.dataSource.query(
      `WITH bounds AS (
         SELECT min(${column}) AS lo, max(${column}) AS hi FROM submissions WHERE ${sample}
       ), shape AS (
         SELECT lo, hi, $3::int * ceil((hi - lo + $3)::numeric / ($3::int * $4::int))::int AS width FROM bounds WHERE lo IS NOT NULL
       ), bars AS (
         SELECT (${column} - shape.lo) / shape.width + 1 AS bar, count(*)::int AS count, count(*) FILTER (WHERE ${column} > $5::int)::int AS above
         FROM submissions, shape WHERE ${sample} GROUP BY 1
       )
       SELECT shape.lo + (g.bar - 1) * shape.width AS "from", shape.lo + g.bar * shape.width AS "to",
              coalesce(bars.count, 0) AS count, coalesce(bars.above, 0) AS above,
              coalesce($5::int >= shape.lo + (g.bar - 1) * shape.width AND $5::int < shape.lo + g.bar * shape.width, false) AS mine
       FROM shape CROSS JOIN generate_series(1, (shape.hi - shape.lo) / shape.width + 1) AS g(bar)
       LEFT JOIN bars ON bars.bar = g.bar
       ORDER BY g.bar`,
      [problemId, language, step, HISTOGRAM_BARS, own],
    );
    return {
      sampleSize: rows.reduce((sum, row) => sum + row.count, 0),
      above: rows.reduce((sum, row) => sum + row.above, 0),
      buckets: rows.map((row) => ({ from: row.from, to: row.to, count: row.count, mine: row.mine })),
    };
  }
}
