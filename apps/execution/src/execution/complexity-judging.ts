import type { ExecutionJobPayload, ExecutionJobResult, Judge0StatusId } from '@algosheets/contracts';
import { SubmissionStatus } from '@algosheets/contracts';
import type { TestVerdictName } from '@algosheets/judge';
import { type ComplexityCache, measureComplexity } from '@algosheets/judge/node';
import { type RunSubmissions, statusOfVerdict } from './harness-judging';

/**
 * Judges a `complexity` job: the learner's code, the reference and the harness's baseline timed by
 * the sandbox on inputs of increasing size (`measureComplexity`, whose reference and baseline
 * measurements `cache` keeps across jobs). `complexity` holds the answer; `status` is Accepted, or
 * the learner's failure (`statusOfVerdict`) when the code did not compile or crashed at some size.
 * @throws Error when the job lacks its declaration, signature or reference; what
 *   `measureComplexity` throws (ComplexityDeclarationError, Judge0Error)
 */
export async function judgeComplexityJob(payload: ExecutionJobPayload, runSubmissions: RunSubmissions, cache: ComplexityCache): Promise<ExecutionJobResult> {
  const { complexity: declaration, harness } = payload;
  const reference = harness?.reference;
  if (!declaration || !harness || !reference) throw new Error('a complexity job needs a declaration, a function-signature problem and a reference solution');
  const complexity = await measureComplexity(
    {
      signature: harness.signature,
      declaration,
      language: payload.language,
      sourceCode: payload.sourceCode,
      reference,
      timeLimitMs: Math.round(payload.cpuTimeLimitS * 1000),
      memoryLimitKb: payload.memoryLimitKb,
    },
    async (submissions) =>
      (await runSubmissions(submissions)).map((run) => ({ ...run, status_id: run.status.id as Judge0StatusId, cpuMs: Math.round(Number.parseFloat(run.time ?? '0') * 1000) })),
    cache,
  );
  const failed = complexity.learner.verdict as TestVerdictName | undefined;
  return { status: failed ? statusOfVerdict(failed) : SubmissionStatus.Accepted, tests: [], complexity };
}
