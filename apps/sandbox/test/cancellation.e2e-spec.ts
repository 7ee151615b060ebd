import { request as httpRequest } from 'node:http';
import { processesOfUids, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

jest.setTimeout(120_000);

/** Limits far above what the test waits: a run still going at the checks was not cancelled. */
const LONG_LIMITS = { cpu_time_limit: 15, cpu_extra_time: 0, wall_time_limit: 20 };
const ENDLESS = { language_id: 71, source_code: 'while True:\n    pass\n', ...LONG_LIMITS };

/** Sends a `wait=true` submission over a connection of its own, which `abandon` closes before the answer. */
function waitingClient(sandbox: TestSandbox, body: Record<string, unknown>, key: string): { abandon: () => void; answered: Promise<number | 'closed'> } {
  const url = new URL('/submissions?wait=true&fields=status', sandbox.baseUrl);
  const payload = JSON.stringify(body);
  const outgoing = httpRequest(url, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-auth-token': sandbox.token ?? '', 'x-fair-share-key': key },
  });
  const answered = new Promise<number | 'closed'>((resolve) => {
    outgoing.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', () => resolve('closed'));
  });
  outgoing.end(payload);
  return { abandon: () => outgoing.destroy(), answered };
}

/** A metric's value in the sandbox's /metrics text (0 when it is absent). */
async function metric(sandbox: TestSandbox, name: string): Promise<number> {
  const text = (await sandbox.request('/metrics')).body;
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

/** Polls until `read` gives `want`, for at most `seconds` (well under the runs' 15 s limits). */
async function until(read: () => Promise<number>, want: number, seconds: number): Promise<number> {
  let value = await read();
  for (let i = 0; i < seconds * 10 && value !== want; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe('a wait=true submission whose client goes away is cancelled (real bubblewrap)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '1' });
  }, 60_000);
  afterAll(() => sandbox.close());

  it('kills the running program, drops the waiting one from the slot queue, and the slot serves the next submission', async () => {
    const running = waitingClient(sandbox, ENDLESS, 'learner-a');
    expect(await until(() => metric(sandbox, 'algosheets_sandbox_slots_busy'), 1, 10)).toBe(1);
    const queued = waitingClient(sandbox, ENDLESS, 'learner-b');
    expect(await until(() => metric(sandbox, 'algosheets_sandbox_runs_waiting'), 1, 10)).toBe(1);

    queued.abandon();
    expect(await queued.answered).toBe('closed');
    expect(await until(() => metric(sandbox, 'algosheets_sandbox_runs_waiting'), 0, 5)).toBe(0);
    // The running loop was not disturbed by the other client leaving.
    expect(await metric(sandbox, 'algosheets_sandbox_slots_busy')).toBe(1);

    running.abandon();
    expect(await until(() => metric(sandbox, 'algosheets_sandbox_slots_busy'), 0, 5)).toBe(0);
    // Nothing of the loop is left in the slot (its 15 s of CPU were not waited out).
    expect(processesOfUids(sandbox.uidBase, sandbox.uidBase + 1, { launchers: false })).toEqual([]);
    expect(await until(() => metric(sandbox, 'algosheets_sandbox_submissions_cancelled_total'), 2, 5)).toBe(2);
    expect(await metric(sandbox, 'algosheets_sandbox_submissions_pending')).toBe(0);

    const next = await sandbox.request('/submissions?wait=true&fields=status,stdout', { payload: { language_id: 71, source_code: 'print(6 * 7)\n' } });
    expect([next.statusCode, next.json().status.id, next.json().stdout]).toEqual([201, 3, '42\n']);
  });

  it('runs a submission made without wait to its end (no connection waits on it) and counts no cancellation', async () => {
    const created = await sandbox.request('/submissions?fields=token', { payload: { language_id: 71, source_code: 'import time\ntime.sleep(1)\nprint("done")\n', cpu_time_limit: 2, wall_time_limit: 5 } });
    expect(created.statusCode).toBe(201);
    const { token } = created.json();
    let status = 1;
    for (let i = 0; i < 100 && status <= 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await sandbox.request(`/submissions/${token}?fields=status`)).json().status.id;
    }
    expect(status).toBe(3);
    expect(await metric(sandbox, 'algosheets_sandbox_submissions_cancelled_total')).toBe(2);
  });
});
