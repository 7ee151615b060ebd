import { Judge0Runner } from './judge0-runner';
import { LocalRunner } from './local-runner';
import type { SolutionRunner } from './solution-runner';

/**
 * The one place that chooses how the content check runs programs: through the Judge0 API at
 * `judge0.url` with its token (the sandbox; what `npm test` does), else as bare local processes (a quick first
 * gate for content authors).
 */
export function createRunner(judge0: { url: string; authToken: string } | undefined): SolutionRunner {
  return judge0 ? new Judge0Runner(judge0.url, judge0.authToken) : new LocalRunner();
}
