import type { ExecutionJobPayload, ExecutionJobResult, Judge0SubmissionRequest } from '@algosheets/contracts';
import { Injectable } from '@nestjs/common';
import { Judge0Client } from '../judge0/judge0.client';
import { ComplexityCache } from '@algosheets/judge/node';
import { judgeComplexityJob } from './complexity-judging';
import { judgeCounterexampleJob } from './counterexample-judging';
import { judgeHarnessJob, type StepSupport } from './harness-judging';
import { TestPlanCache } from './test-plan-cache';

/**
 * Judges a job through the Judge0 API; expected answers are compared here (one rule for every
 * backend), never sent to the sandbox. Every problem has a function signature (decision 0013):
 * - A Run, Submit or validation: ONE submission holding the learner's code, the harness generated
 *   from the signature and every test, fed one test at a time ({@link judgeHarnessJob}); a stored
 *   test set's tests are planned once per version ({@link TestPlanCache}).
 * - A `counterexample` job: the finder's search over generated inputs, each batch one harness run
 *   of the learner and one of the reference ({@link judgeCounterexampleJob}).
 * - A `complexity` job: the learner's code, the reference and the harness's baseline timed on
 *   inputs of increasing size ({@link judgeComplexityJob}); the last two are measured once per
 *   worker and kept in its {@link ComplexityCache}.
 */
@Injectable()
export class JudgeService {
  /** Whether the configured Judge0 honours `test_steps`, learned from its first harness run. */
  private readonly steps: StepSupport = {};
  /** Reference and baseline measurements of complexity jobs, reused across jobs. */
  private readonly complexity = new ComplexityCache();

  constructor(
    private readonly judge0: Judge0Client,
    private readonly plans: TestPlanCache,
  ) {}

  /**
   * `testSetKey` names the job's stored test set (`TestSetsService`), whose planned tests are then
   * taken from the worker's {@link TestPlanCache}.
   * @throws Judge0Error when the Judge0 API fails (the processor decides whether to retry).
   */
  async judge(payload: ExecutionJobPayload, testSetKey?: string): Promise<ExecutionJobResult> {
    const runSubmissions = (items: Judge0SubmissionRequest[]) => this.judge0.run(items, payload.userId);
    if (payload.kind === 'counterexample') return judgeCounterexampleJob(payload, runSubmissions);
    if (payload.kind === 'complexity') return judgeComplexityJob(payload, runSubmissions, this.complexity);
    return judgeHarnessJob(payload, runSubmissions, this.steps, testSetKey === undefined ? undefined : { key: testSetKey, cache: this.plans });
  }
}
