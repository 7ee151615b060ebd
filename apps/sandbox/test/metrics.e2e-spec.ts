import { randomBytes } from 'node:crypto';
import { metricSample } from '@algosheets/testing';
import { REFUSAL_REASONS } from '../src/api/sandbox-metrics';
import { startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

const TOKEN = randomBytes(24).toString('hex');

describe('GET /metrics (Prometheus)', () => {
  let sandbox: TestSandbox;

  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '2', MAX_QUEUE_SIZE: '7', AUTHN_TOKEN: TOKEN });
  }, 60_000);
  afterAll(() => sandbox.close());

  const scrape = async (): Promise<string> => {
    const response = await sandbox.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
    return response.body;
  };

  it('needs the token, as X-Auth-Token or as the Bearer token a Prometheus scrape sends, and includes the default process metrics', async () => {
    for (const headers of [{}, { Authorization: 'Bearer wrong' }, { 'X-Auth-Token': 'wrong' }] as Record<string, string>[]) {
      const refused = await sandbox.request('/metrics', { headers });
      expect([refused.statusCode, refused.body, refused.headers.get('x-algosheets-version')]).toEqual([401, '', null]);
    }
    expect((await sandbox.request(`/metrics?X-Auth-Token=${TOKEN}`)).statusCode).toBe(401);
    expect((await sandbox.request('/metrics', { headers: { 'X-Auth-Token': TOKEN } })).statusCode).toBe(200);
    expect(await scrape()).toMatch(/^process_cpu_user_seconds_total \d/m);
  });

  it('reports idle slots and an empty queue, with the queue bound, and every refusal reason at 0 before any refusal', async () => {
    const text = await scrape();
    expect(REFUSAL_REASONS.map((reason) => [reason, metricSample(text, 'algosheets_sandbox_refusals_total', { reason })])).toEqual(REFUSAL_REASONS.map((reason) => [reason, 0]));
    expect({
      slots: metricSample(text, 'algosheets_sandbox_slots'),
      busy: metricSample(text, 'algosheets_sandbox_slots_busy'),
      waiting: metricSample(text, 'algosheets_sandbox_runs_waiting'),
      pending: metricSample(text, 'algosheets_sandbox_submissions_pending'),
      max: metricSample(text, 'algosheets_sandbox_submissions_pending_max'),
    }).toEqual({ slots: 2, busy: 0, waiting: 0, pending: 0, max: 7 });
  });

  it('shows saturated slots and the run waiting for one, then the runs’ wall times by language', async () => {
    // Three 4 s sleepers on two slots: the first two hold both slots (taken before the POST
    // answers), the third waits for one.
    const sleeper = { language_id: 71, source_code: 'import time\ntime.sleep(4)\n', wall_time_limit: 8 };
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await sandbox.request('/submissions', { payload: sleeper, headers: { 'X-Auth-Token': TOKEN } });
      expect(response.statusCode).toBe(201);
      tokens.push(response.json().token);
    }
    const busy = await scrape();
    expect({
      busy: metricSample(busy, 'algosheets_sandbox_slots_busy'),
      waiting: metricSample(busy, 'algosheets_sandbox_runs_waiting'),
      pending: metricSample(busy, 'algosheets_sandbox_submissions_pending'),
    }).toEqual({ busy: 2, waiting: 1, pending: 3 });

    for (const token of tokens) {
      for (;;) {
        const status = (await sandbox.request(`/submissions/${token}?fields=status_id`, { headers: { 'X-Auth-Token': TOKEN } })).json().status_id;
        if (status > 2) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const done = await scrape();
    expect(metricSample(done, 'algosheets_sandbox_slots_busy')).toBe(0);
    expect(metricSample(done, 'algosheets_sandbox_submissions_pending')).toBe(0);
    expect(metricSample(done, 'algosheets_sandbox_run_wall_time_seconds_count', { language: 'PYTHON' })).toBe(3);
    expect(metricSample(done, 'algosheets_sandbox_run_wall_time_seconds_sum', { language: 'PYTHON' })).toBeGreaterThanOrEqual(3 * 4);
    expect(metricSample(done, 'algosheets_sandbox_run_wall_time_seconds_bucket', { language: 'PYTHON', le: '2' })).toBe(0);
    // The third sleeper waited for a slot until one of the first two ended (about 4 s).
    expect(metricSample(done, 'algosheets_sandbox_slot_wait_seconds_sum')).toBeGreaterThanOrEqual(3);
    expect(metricSample(done, 'algosheets_sandbox_slot_wait_seconds_count')).toBeGreaterThanOrEqual(3);

    // A submission without the token is refused, and counted by reason.
    expect((await sandbox.request('/submissions', { payload: sleeper })).statusCode).toBe(401);
    expect(metricSample(await scrape(), 'algosheets_sandbox_refusals_total', { reason: 'unauthorized' })).toBe(1);
  }, 60_000);
});
