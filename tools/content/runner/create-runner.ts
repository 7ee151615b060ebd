import { Judge0Runner } from './judge0-runner';
import { LocalRunner } from './local-runner';
import type { SolutionRunner } from './solution-runner';

/**
 * The one place that chooses how the content check runs programs: through the Judge0 API at
 * `judge0Url` (the sandbox; what `npm test` does), else as bare local processes (a quick first
 * gate for content authors).
 */
export function createRunner(judge0Url: string | undefined): SolutionRunner {
  return judge0Url ? new Judge0Runner(judge0Url) : new LocalRunner();
}
