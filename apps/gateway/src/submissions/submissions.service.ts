import { type ApiSubmission, Role, SubmissionStatus } from '@algosheets/contracts';
import { Submission } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { ExecutionQueueService } from '../execution/execution-queue.service';
import { toApiSubmission } from './submission-view';
import { readTestResults, type StoredTestResult } from './test-result-rows';
import { SubmissionNotFoundException } from './submissions.errors';
import { LongPollLimitsService } from './long-poll-limits.service';

/**
 * The read side of submissions: a learner reads only their own; hidden test cases
 * are reduced to their verdict for everyone but admins.
 */
@Injectable()
export class SubmissionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: ExecutionQueueService,
    private readonly longPolls: LongPollLimitsService,
  ) {}

  /** The caller's submissions, newest first; for one problem when `problemId` is given. */
  async mine(viewer: AuthUser, problemId?: string): Promise<ApiSubmission[]> {
    const submissions = await this.dataSource.getRepository(Submission).find({
      where: problemId ? { userId: viewer.id, problemId } : { userId: viewer.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return this.withResults(submissions, viewer);
  }

  /**
   * The caller's stored submissions of a problem: the workspace's 'Submissions (N)', which must
   * count the list beside it (the caller's own), not every learner's.
   */
  count(viewer: AuthUser, problemId: string): Promise<number> {
    return this.dataSource.getRepository(Submission).countBy({ problemId, userId: viewer.id });
  }

  /**
   * One submission: the caller's own, or any for an admin. A Pending one is held up to `waitS`
   * seconds until its verdict is stored (a long poll: the answer leaves the moment the job ends,
   * so a client learns the verdict without polling every second).
   * @throws SubmissionNotFoundException
   * @throws TooManyLongPollsException (429) when the caller or this gateway holds the most waits already
   */
  async get(id: string, viewer: AuthUser, waitS = 0): Promise<ApiSubmission> {
    let submission = await this.findVisible(id, viewer);
    if (submission.status === SubmissionStatus.Pending && waitS > 0) {
      // The worker stores the verdict before its job completes, so the row is final once it has.
      await this.longPolls.hold(viewer.id, waitS * 1000, () => this.queue.waitForJob(id, waitS * 1000));
      submission = (await this.dataSource.getRepository(Submission).findOneBy({ id })) ?? submission;
    }
    const [view] = await this.withResults([submission], viewer);
    return view;
  }

  /**
   * The stored row of submission `id` if `viewer` may read it: their own, or any for an admin.
   * Another learner's is answered as unknown, so ids cannot be probed.
   * @throws SubmissionNotFoundException
   */
  async findVisible(id: string, viewer: AuthUser): Promise<Submission> {
    const submission = await this.dataSource.getRepository(Submission).findOneBy({ id });
    if (!submission || (submission.userId !== viewer.id && viewer.role !== Role.Admin)) throw new SubmissionNotFoundException();
    return submission;
  }

  private async withResults(submissions: Submission[], viewer: AuthUser): Promise<ApiSubmission[]> {
    if (submissions.length === 0) return [];
    const revealHidden = viewer.role === Role.Admin;
    const results = await readTestResults(
      this.dataSource,
      submissions.map((submission) => submission.id),
      revealHidden,
    );
    const bySubmission = new Map<string, StoredTestResult[]>();
    for (const result of results) bySubmission.set(result.submissionId, [...(bySubmission.get(result.submissionId) ?? []), result]);
    return submissions.map((submission) => toApiSubmission(submission, bySubmission.get(submission.id) ?? [], { revealHidden }));
  }
}
