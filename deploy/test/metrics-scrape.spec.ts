import { type ApiError, type ExecuteCodeResponse, Language, type SubmissionResponse, SubmissionStatus } from '@algosheets/contracts';
import { createDataSource, runMigrations } from '@algosheets/database';
import { provisionTestInfra, startWorkspaceStack, type TestInfra, type WorkspaceStack } from '@algosheets/testing';
import { defaultContentRoot, readProblem } from '@algosheets/tools/content/content-files';
import { loadProblems } from '@algosheets/tools/content/content-loader';
import type { GatewaySession } from '@algosheets/tools/load/gateway-session';
import { signInLearners } from '@algosheets/tools/load/learners';
import { buildLoadMix, type MixItem, type SolutionKind } from '@algosheets/tools/load/load-mix';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { kustomizeBuild } from './support/kustomize';
import { appMetricsRead, prometheusRules, readDashboard } from './support/monitoring-metrics';
import { ROOT } from './support/repo';

jest.setTimeout(180_000);

/** A problem of the library with a `wrong/` solution in Python. */
const SLUG = 'best-time-to-trade';

/** The kinds of solution sent, each as a Run and as a Submit: every verdict path the worker meters. */
const KINDS: SolutionKind[] = ['accepted', 'wrong', 'compile-error'];

/** The verdicts each kind may get (a parse error is Python's runtime error). */
const VERDICTS: Record<string, SubmissionStatus[]> = {
  accepted: [SubmissionStatus.Accepted],
  wrong: [SubmissionStatus.WrongAnswer, SubmissionStatus.TimeLimitExceeded],
  'compile-error': [SubmissionStatus.CompileError, SubmissionStatus.RuntimeError],
};

/** The series names of a Prometheus text exposition that have a sample (not the `# HELP`/`# TYPE` of an unused labelled metric). */
function sampledNames(exposition: string): Set<string> {
  return new Set(exposition.split('\n').flatMap((line) => /^([a-zA-Z_:][\w:]*)[{ ]/.exec(line)?.[1] ?? []));
}

/**
 * Whether `name`, as a rule or panel reads it, is among `sampled`: itself, or the series of the
 * histogram it names (`_bucket`, `_count`, `_sum`), or the counter it names without `_total`.
 */
function scraped(name: string, sampled: Set<string>): boolean {
  return ['', '_bucket', '_count', '_sum', '_total'].some((suffix) => sampled.has(name + suffix));
}

/** Sends one Run or Submit and follows a 202 to its verdict by long polls, as the web app does; the verdict. */
async function verdictOf(session: GatewaySession, item: MixItem): Promise<string> {
  const answer = await session.call<ExecuteCodeResponse & ApiError>('POST', '/api/v1/execute-code', item.body);
  if ((answer.status !== 200 && answer.status !== 202) || !answer.body?.submission) throw new Error(`${item.label}: ${answer.status} ${JSON.stringify(answer.body)}`);
  let submission = answer.body.submission;
  while (submission.status === SubmissionStatus.Pending && submission.id) {
    const poll = await session.call<SubmissionResponse>('GET', `/api/v1/submission/${encodeURIComponent(submission.id)}?wait=25`);
    if (poll.status !== 200 || !poll.body) throw new Error(`${item.label}: poll answered ${poll.status}`);
    submission = poll.body.submission;
  }
  return submission.status;
}

/**
 * The live half of the metrics check: k8s-manifests.spec.ts proves statically that the rules and
 * the dashboard name only metrics the code defines; this one proves that a running stack exports
 * each of them. It starts the sandbox, the execution worker and the gateway on a real PostgreSQL and
 * Redis, sends a Run and a Submit of an accepted, a wrong and a non-compiling solution through the
 * gateway (every verdict the worker meters) and a submission without the token straight to the
 * sandbox (a refusal), then scrapes `/metrics` of all three (the worker's on its health port) and
 * looks for every name a rule or panel reads there, except those the rules record and those of
 * other exporters (kube-state-metrics, redis_exporter, KEDA, Prometheus's `up`). No app metric is
 * excluded: the labelled ones either get samples from these requests or are initialised at 0.
 *
 * Placement: here, with a stack of its own, because the load kit's test (tools/load/load-kit.spec.ts)
 * cannot host it: its gateway answers every Run 503 after 1 ms (so the worker never judges a Run),
 * and the tools project may not import the readers of deploy/test (Nx forbids importing an
 * application project). Its cost is one stack start (about 10 s) and six judged requests.
 */
describe('metrics scrape of a running stack', () => {
  let infra: TestInfra;
  let stack: WorkspaceStack | undefined;

  beforeAll(async () => {
    infra = await provisionTestInfra('metrics-scrape', { migrate: (url) => runMigrations({ url }) });
    const dataSource = createDataSource({ url: infra.database.url, poolSize: 2 });
    await dataSource.initialize();
    await loadProblems(dataSource, [readProblem(defaultContentRoot(), SLUG)]);
    await dataSource.destroy();
    stack = await startWorkspaceStack(infra, { EXECUTION_USER_CONCURRENCY: '10', EXECUTION_USER_PER_MINUTE: '600' });
  });

  afterAll(async () => {
    await stack?.stop();
    await infra?.teardown();
  });

  it('after Runs and Submits of every verdict path, the gateway, worker and sandbox scrapes hold every app metric the alert rules and the dashboard read', async () => {
    const { gateway, worker, sandbox } = stack as WorkspaceStack;
    const [session] = await signInLearners(gateway.url, 1, randomBytes(12).toString('hex'));
    const mix = await buildLoadMix(session, [Language.Python], 1);
    const sent = KINDS.flatMap((kind) => (['run', 'submit'] as const).map((mode) => mix.find((item) => item.kind === kind && item.mode === mode) as MixItem));
    for (const item of sent) expect([item.label, VERDICTS[item.kind]]).toEqual([item.label, expect.arrayContaining([await verdictOf(session, item)])]);
    const refused = await fetch(`${sandbox.url}/submissions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ language_id: 71, source_code: 'print(1)' }) });
    expect(refused.status).toBe(401);

    // The worker meters a job when BullMQ reports it completed, just after the gateway has its verdict.
    const scrape = async (url: string, headers: Record<string, string> = {}): Promise<string> => {
      const response = await fetch(`${url}/metrics`, { headers });
      expect([url, response.status]).toEqual([url, 200]);
      return response.text();
    };
    const judged = (text: string) => text.split('\n').filter((line) => line.startsWith('algosheets_execution_job_duration_seconds_count{')).reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    let workerText = await scrape(worker.url);
    for (const deadline = Date.now() + 10_000; judged(workerText) < sent.length && Date.now() < deadline; workerText = await scrape(worker.url)) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(judged(workerText)).toBe(sent.length);
    const sampled = new Set([...sampledNames(workerText), ...sampledNames(await scrape(gateway.url)), ...sampledNames(await scrape(sandbox.url, { Authorization: `Bearer ${sandbox.authToken}` }))]);

    const read = appMetricsRead(prometheusRules(kustomizeBuild(join(ROOT, 'k8s', 'overlays', 'prod'))), readDashboard());
    expect(read.size).toBeGreaterThan(10);
    const missing = [...read].filter(([name]) => !scraped(name, sampled)).map(([name, readers]) => `${name} (read by ${readers.join(', ')})`);
    expect(missing).toEqual([]);
  });
});
