import { type ApiSubmission, Role } from '@algosheets/contracts';
import { Submission, TestCaseResult } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { toApiSubmission } from './submission-view';
import { SubmissionNotFoundException } from './submissions.errors';

/**
 * The read side of submissions (spec section 7): a learner reads only their own; hidden test cases
 * are reduced to their verdict for everyone but admins.
 */
@Injectable()
export class SubmissionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The caller's submissions, newest first; for one problem when `problemId` is given. */
  async mine(viewer: AuthUser, problemId?: string): Promise<ApiSubmission[]> {
    const submissions = await this.dataSource.getRepository(Submission).find({
      where: problemId ? { userId: viewer.id, problemId } : { userId: viewer.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return this.withResults(submissions, viewer);
  }

  /** Stored submissions of a problem, all learners together (the workspace's submission count). */
  count(problemId: string): Promise<number> {
    return this.dataSource.getRepository(Submission).countBy({ problemId });
  }

  /** One submission: the caller's own, or any for an admin. @throws SubmissionNotFoundException */
  async get(id: string, viewer: AuthUser): Promise<ApiSubmission> {
    const submission = await this.dataSource.getRepository(Submission).findOneBy({ id });
    if (!submission || (submission.userId !== viewer.id && viewer.role !== Role.Admin)) throw new SubmissionNotFoundException();
    const [view] = await this.withResults([submission], viewer);
    return view;
  }

  private async withResults(submissions: Submission[], viewer: AuthUser): Promise<ApiSubmission[]> {
    if (submissions.length === 0) return [];
    const results = await this.dataSource
      .getRepository(TestCaseResult)
      .find({ where: { submissionId: In(submissions.map((submission) => submission.id)) }, order: { ordinal: 'ASC' } });
    const bySubmission = new Map<string, TestCaseResult[]>();
    for (const result of results) bySubmission.set(result.submissionId, [...(bySubmission.get(result.submissionId) ?? []), result]);
    const revealHidden = viewer.role === Role.Admin;
    return submissions.map((submission) => toApiSubmission(submission, bySubmission.get(submission.id) ?? [], { revealHidden }));
  }
}
