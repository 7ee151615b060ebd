import { readFileSync } from 'node:fs';
import { JUDGE0_LANGUAGE, type Judge0Submission } from '@algosheets/contracts';
import type { ContentLanguage } from '../content-files';
import type { PreparedProgram, RunResult, RunVerdict, SolutionRunner } from './solution-runner';

interface Judge0Program extends PreparedProgram {
  source: string;
  languageId: number;
}

/** Memory limit of every run, KB: the platform's default per-problem limit. */
const MEMORY_LIMIT_KB = 256_000;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const unb64 = (text: string | null | undefined) => (text ? Buffer.from(text, 'base64').toString('utf8') : '');

/** Judge0 status id → the checker's verdict (Judge0 CE statuses 3 to 14). */
function verdictOf(statusId: number): RunVerdict | undefined {
  if (statusId === 3) return 'Accepted';
  if (statusId === 4) return 'Wrong Answer';
  if (statusId === 5) return 'Time Limit Exceeded';
  if (statusId === 6) return 'Compilation Error';
  if (statusId >= 7 && statusId <= 12) return 'Runtime Error';
  return undefined;
}

/**
 * Runs the content check through a Judge0 CE API (our sandbox, `JUDGE0_URL`): every run is a real
 * sandboxed submission with the problem's CPU limit, judged by Judge0's output rule. The sandbox
 * compiles a source once and reuses it, so per-test submissions do not recompile.
 */
export class Judge0Runner implements SolutionRunner {
  /** The sandbox's parallel slots: how many runs the checker may have in flight. */
  readonly parallelism = 2;

  /** @param authToken the sandbox's `AUTHN_TOKEN`, sent as `X-Auth-Token` */
  constructor(
    private readonly baseUrl: string,
    private readonly authToken: string,
  ) {}

  async prepare(language: ContentLanguage, sourcePath: string, label: string): Promise<PreparedProgram> {
    const program: Judge0Program = { language, label, source: readFileSync(sourcePath, 'utf8'), languageId: JUDGE0_LANGUAGE[language] };
    // One run on empty input surfaces a compile error once, before the tests.
    const probe = await this.submit(program, '', undefined, 2000);
    if (probe.status.id === 6) program.compileError = unb64(probe.compile_output) || 'compilation failed';
    return program;
  }

  async run(program: PreparedProgram, input: string, expected: string, timeLimitMs: number): Promise<RunResult> {
    const result = await this.submit(program as Judge0Program, input, expected, timeLimitMs);
    const verdict = verdictOf(result.status.id);
    if (!verdict) throw new Error(`${program.label}: the Judge0 API answered status ${result.status.id} (${result.status.description})`);
    const detail = unb64(result.compile_output) || unb64(result.stderr) || undefined;
    return { verdict, timeMs: Number(result.time ?? 0) * 1000, detail };
  }

  async dispose(): Promise<void> {}

  private async submit(program: Judge0Program, stdin: string, expected: string | undefined, timeLimitMs: number): Promise<Judge0Submission> {
    const response = await fetch(`${this.baseUrl}/submissions?base64_encoded=true&wait=true&fields=*`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Auth-Token': this.authToken },
      body: JSON.stringify({
        source_code: b64(program.source),
        language_id: program.languageId,
        stdin: b64(stdin),
        expected_output: expected === undefined ? undefined : b64(expected),
        cpu_time_limit: timeLimitMs / 1000,
        memory_limit: MEMORY_LIMIT_KB,
      }),
      signal: AbortSignal.timeout(120_000),
    });
    if (!response.ok) throw new Error(`${program.label}: the Judge0 API answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Judge0Submission;
  }
}
