import { createServer, type Server } from 'node:http';
import { startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

const ok = { language_id: 71, source_code: 'print("hi")' };

describe('callback_url cannot reach the host or its private networks', () => {
  let sandbox: TestSandbox;
  let receiver: Server;
  let hits = 0;
  let port = 0;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '1' });
    // A real service on loopback, standing for the sandbox's own API, PostgreSQL or a metadata server.
    receiver = createServer((req, res) => {
      hits++;
      res.end();
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    port = (receiver.address() as { port: number }).port;
  }, 60_000);
  afterAll(async () => {
    receiver.close();
    await sandbox.close();
  });

  it.each([
    (p: number) => `http://127.0.0.1:${p}/cb`,
    (p: number) => `http://localhost:${p}/cb`,
    (p: number) => `http://[::ffff:127.0.0.1]:${p}/cb`,
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://10.0.0.1/cb',
    () => 'http://192.168.0.1/cb',
  ])('POST /submissions with callback_url %# → 422 on the field, and nothing is called', async (url) => {
    const response = await sandbox.request('/submissions', { payload: { ...ok, callback_url: url(port) } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ callback_url: ['must not point to a private, loopback or link-local address'] });
  });

  it('in a batch, only the item with the private callback is refused', async () => {
    const response = await sandbox.request('/submissions/batch', { payload: { submissions: [ok, { ...ok, callback_url: `http://127.0.0.1:${port}/cb` }] } });
    expect(response.statusCode).toBe(201);
    const [first, second] = response.json() as [{ token?: string }, unknown];
    expect(first.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toEqual({ callback_url: ['must not point to a private, loopback or link-local address'] });
    await new Promise((r) => setTimeout(r, 500));
    expect(hits).toBe(0);
  });
});
