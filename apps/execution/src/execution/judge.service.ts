import { type ExecutionJobPayload, type ExecutionJobResult, type Judge0SubmissionRequest, LANGUAGE_IDS } from '@algosheets/contracts';
import { Injectable } from '@nestjs/common';
import { Judge0Client } from '../judge0/judge0.client';
import { ComplexityCache } from '@algosheets/judge/node';
import { judgeComplexityJob } from './complexity-judging';
import { judgeCounterexampleJob } from './counterexample-judging';
import { judgeHarnessJob, type StepSupport } from './harness-judging';
import { judgeTest, overallStatus } from './judging';

/** Judge0 CE maxima (Judge0's `app/helpers/config.rb`, `judge0.conf`): a request beyond them is refused with 422. */
const MAX_CPU_S = 15;
const MAX_WALL_S = 20;
const MIN_MEMORY_KB = 2048;
const MAX_MEMORY_KB = 512_000;

/**
 * Judge0 limits for a problem's limits. CPU time is the problem's; the extra time lets Judge0 report
 * the real time of a slow program; the wall limit (twice the CPU time plus 1 s, as a sleeping or
 * blocked program uses no CPU) covers JVM start-up without letting a stuck program hold a slot long.
 */
export function judge0Limits(cpuTimeLimitS: number, memoryLimitKb: number): Pick<Judge0SubmissionRequest, 'cpu_time_limit' | 'cpu_extra_time' | 'wall_time_limit' | 'memory_limit'> {
  const cpu = Math.min(MAX_CPU_S, Math.max(0.1, cpuTimeLimitS));
  return {
    cpu_time_limit: cpu,
    cpu_extra_time: 0.5,
    wall_time_limit: Math.min(MAX_WALL_S, Math.max(1, cpu * 2 + 1)),
    memory_limit: Math.min(MAX_MEMORY_KB, Math.max(MIN_MEMORY_KB, memoryLimitKb)),
  };
}

/**
 * Judges a job through the Judge0 API; expected outputs are compared here (one rule for every
 * backend), never sent to the sandbox.
 * - A function-signature problem (`payload.harness`): ONE submission holding the learner's code,
 *   the generated harness and every test, fed one test at a time ({@link judgeHarnessJob}).
 * - A `counterexample` job: the finder's search over generated inputs, each batch one harness run
 *   of the learner and one of the reference ({@link judgeCounterexampleJob}).
 * - A `complexity` job: the learner's code, the reference and the harness's baseline timed on
 *   inputs of increasing size ({@link judgeComplexityJob}); the last two are measured once per
 *   worker and kept in its {@link ComplexityCache}.
 * - A whole-program problem: the program runs once per test and its stdout is compared by Judge0's
 *   output rule; the same source goes in every item, so the sandbox compiles it once per batch.
 */
@Injectable()
export class JudgeService {
  /** Whether the configured Judge0 honours `test_steps`, learned from its first harness run. */
  private readonly steps: StepSupport = {};
  /** Reference and baseline measurements of complexity jobs, reused across jobs. */
  private readonly complexity = new ComplexityCache();

  constructor(private readonly judge0: Judge0Client) {}

  /** @throws Judge0Error when the Judge0 API fails (the processor decides whether to retry). */
  async judge(payload: ExecutionJobPayload): Promise<ExecutionJobResult> {
    const runSubmissions = (items: Judge0SubmissionRequest[]) => this.judge0.run(items, payload.userId);
    if (payload.kind === 'counterexample') return judgeCounterexampleJob(payload, runSubmissions);
    if (payload.kind === 'complexity') return judgeComplexityJob(payload, runSubmissions, this.complexity);
    if (payload.harness) return judgeHarnessJob(payload, runSubmissions, this.steps);
    const limits = judge0Limits(payload.cpuTimeLimitS, payload.memoryLimitKb);
    const runs = await this.judge0.run(
      payload.tests.map((test) => ({
        source_code: payload.sourceCode,
        language_id: LANGUAGE_IDS[payload.language],
        stdin: test.input,
        ...limits,
      })),
      payload.userId,
    );
    const tests = payload.tests.map((test, index) => judgeTest(index, test, runs[index]));
    return { status: overallStatus(tests), tests };
  }
}
