import { type ExecutionJobPayload, type ExecutionJobResult, type Judge0StatusId, SubmissionStatus } from '@algosheets/contracts';
import type { TestVerdictName } from '@algosheets/judge';
import { findCounterexample, inputGeneratorFor, type RunHarnessSubmissions } from '@algosheets/judge/node';
import { type RunSubmissions, statusOfVerdict } from './harness-judging';

/**
 * The worker's Judge0 client as the finder's engine runs submissions: each result with its status
 * id where the engine's judging reads it (`status_id`).
 */
export function harnessRunner(runSubmissions: RunSubmissions): RunHarnessSubmissions {
  return async (submissions) => (await runSubmissions(submissions)).map((run) => ({ ...run, status_id: run.status.id as Judge0StatusId }));
}

/**
 * Judges a `counterexample` job with the generator of its signature (`findCounterexample` of
 * `@algosheets/judge/node`, the finder's engine), its runs sent through the worker's Judge0
 * client: `counterexample` holds the answer; `status` is the learner's status on the
 * counterexample (`statusOfVerdict`), Accepted when none was found.
 * @throws Error when the job has no signature; what `findCounterexample` throws
 */
export async function judgeCounterexampleJob(payload: ExecutionJobPayload, runSubmissions: RunSubmissions): Promise<ExecutionJobResult> {
  if (!payload.harness) throw new Error('a counterexample job needs a function-signature problem');
  const counterexample = await findCounterexample(payload, inputGeneratorFor(payload.harness.signature), harnessRunner(runSubmissions));
  return { status: counterexample.found ? statusOfVerdict(counterexample.verdict as TestVerdictName) : SubmissionStatus.Accepted, tests: [], counterexample };
}
