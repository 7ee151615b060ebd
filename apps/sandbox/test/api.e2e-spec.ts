import { randomBytes } from 'node:crypto';
import { Agent, createServer, get, type Server } from 'node:http';
import { JUDGE0_DEFAULT_FIELDS } from '@algosheets/contracts';
import { ALL_SUBMISSION_FIELDS } from '../src/api/submission-serializer';
import { MAX_REQUESTS_PER_SOCKET } from '../src/app';
import { startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

const ok = { language_id: 71, source_code: 'print(input())', stdin: 'hi', expected_output: 'hi' };
const b64 = (s: string): string => Buffer.from(s).toString('base64');

/** Judge0 JSON type of every response field (Judge0's `submission_serializer.rb`), for a finished run. */
const FIELD_TYPES: Record<string, string | RegExp> = {
  source_code: 'string', language_id: 'integer', stdin: 'string', expected_output: 'string', stdout: 'string',
  status_id: 'integer', created_at: /^\d{4}-\d\d-\d\dT/, finished_at: /^\d{4}-\d\d-\d\dT/, time: /^\d+\.\d+$/,
  memory: 'integer', stderr: 'null', token: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  number_of_runs: 'integer', cpu_time_limit: /^\d+\.\d+$/, cpu_extra_time: /^\d+\.\d+$/, wall_time_limit: /^\d+\.\d+$/,
  memory_limit: 'integer', stack_limit: 'integer', max_processes_and_or_threads: 'integer',
  enable_per_process_and_thread_time_limit: 'boolean', enable_per_process_and_thread_memory_limit: 'boolean',
  max_file_size: 'integer', compile_output: 'null', exit_code: 'integer', exit_signal: 'null', message: 'null',
  wall_time: /^\d+\.\d+$/, compiler_options: 'null', command_line_arguments: 'null', redirect_stderr_to_stdout: 'boolean',
  callback_url: 'null', additional_files: 'null', enable_network: 'boolean', status: 'object', language: 'object',
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

describe('Judge0 API compatibility', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    // The callback test's receiver listens on loopback, which only an allow-listed host may be.
    sandbox = await startInProcessSandbox({ MAX_QUEUE_SIZE: '3', CALLBACK_ALLOWED_HOSTS: '127.0.0.1' });
  }, 60_000);
  afterAll(() => sandbox.close());

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['missing source_code', { language_id: 71 }, { source_code: ["can't be blank"] }],
    ['missing language_id', { source_code: 'x' }, { language_id: ["can't be blank"] }],
    ['unknown language', { ...ok, language_id: 9999 }, { language_id: ["language with id 9999 doesn't exist"] }],
    ['cpu_time_limit over 15', { ...ok, cpu_time_limit: 16 }, { cpu_time_limit: ['must be less than or equal to 15.0'] }],
    ['negative cpu_time_limit', { ...ok, cpu_time_limit: -1 }, { cpu_time_limit: ['must be greater than or equal to 0.0'] }],
    ['cpu_extra_time over 5', { ...ok, cpu_extra_time: 6 }, { cpu_extra_time: ['must be less than or equal to 5.0'] }],
    ['wall_time_limit over 20', { ...ok, wall_time_limit: 21 }, { wall_time_limit: ['must be less than or equal to 20.0'] }],
    ['memory_limit over 512000', { ...ok, memory_limit: 512001 }, { memory_limit: ['must be less than or equal to 512000'] }],
    ['memory_limit under 2048', { ...ok, memory_limit: 100 }, { memory_limit: ['must be greater than or equal to 2048'] }],
    ['stack_limit over 128000', { ...ok, stack_limit: 128001 }, { stack_limit: ['must be less than or equal to 128000'] }],
    ['zero processes', { ...ok, max_processes_and_or_threads: 0 }, { max_processes_and_or_threads: ['must be greater than 0'] }],
    ['max_file_size over 4096', { ...ok, max_file_size: 5000 }, { max_file_size: ['must be less than or equal to 4096'] }],
    ['number_of_runs over 20', { ...ok, number_of_runs: 21 }, { number_of_runs: ['must be less than or equal to 20'] }],
    ['non-numeric limit', { ...ok, memory_limit: 'lots' }, { memory_limit: ['is not a number'] }],
    ['compiler options for Python', { ...ok, compiler_options: '-O' }, { compiler_options: ['setting compiler options is only allowed for compiled languages'] }],
    ['too long arguments', { ...ok, command_line_arguments: 'a'.repeat(513) }, { command_line_arguments: ['is too long (maximum is 512 characters)'] }],
    ['network', { ...ok, enable_network: true }, { enable_network: ['enabling network is not allowed'] }],
  ])('422 for %s', async (_name, body, errors) => {
    const response = await sandbox.request('/submissions', { payload: body });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errors);
  });

  it.each([
    ['numbers as strings (Rails coercion)', { ...ok, language_id: '71', cpu_time_limit: '2.5' }],
    ['every limit at its maximum', { ...ok, cpu_time_limit: 15, cpu_extra_time: 5, wall_time_limit: 20, memory_limit: 512000, stack_limit: 128000, max_processes_and_or_threads: 120, max_file_size: 4096, number_of_runs: 2 }],
  ])('201 with a token for %s', async (_name, body) => {
    const response = await sandbox.request('/submissions', { payload: body });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(['token']);
  });

  it('returns every field with Judge0 JSON types for fields=*, and the default eight otherwise', async () => {
    const all = (await sandbox.request('/submissions?wait=true&fields=*', { payload: ok })).json();
    expect(Object.keys(all).sort()).toEqual([...ALL_SUBMISSION_FIELDS].sort());
    for (const [field, type] of Object.entries(FIELD_TYPES)) {
      if (type instanceof RegExp) expect([field, all[field]]).toEqual([field, expect.stringMatching(type)]);
      else expect([field, typeOf(all[field])]).toEqual([field, type]);
    }
    expect(all.status).toEqual({ id: 3, description: 'Accepted' });
    expect(all.language).toEqual({ id: 71, name: expect.stringMatching(/^Python \(3\.\d+\.\d+\)$/) });
    expect(all.cpu_time_limit).toBe('5.0');
    const fetched = (await sandbox.request(`/submissions/${all.token}`)).json();
    expect(Object.keys(fetched)).toEqual([...JUDGE0_DEFAULT_FIELDS]);
    const some = (await sandbox.request(`/submissions/${all.token}?fields=status_id,wall_time`)).json();
    expect(some).toEqual({ status_id: 3, wall_time: all.wall_time });
  });

  it('base64 in both directions, ignoring whitespace in input (Ruby encode64 line breaks)', async () => {
    const source = 'import sys\nsys.stdout.write(sys.stdin.read().upper())\nsys.stderr.write("é")\n';
    const withBreaks = b64(source).replace(/(.{20})/g, '$1\n') + '\n';
    const result = (await sandbox.request('/submissions?base64_encoded=true&wait=true&fields=*', { payload: { language_id: 71, source_code: withBreaks, stdin: b64('abc'), expected_output: b64('ABC\n') } })).json();
    expect(result.status.id).toBe(3);
    expect(result.stdout).toBe(b64('ABC'));
    expect(result.stderr).toBe(b64('é'));
    expect(Buffer.from(result.source_code, 'base64').toString()).toBe(source);
    const plain = (await sandbox.request(`/submissions/${result.token}`)).json();
    expect(plain.stdout).toBe('ABC');
    const binary = { language_id: 71, source_code: 'import sys\nsys.stdout.buffer.write(bytes([255, 254]))' };
    const refused = await sandbox.request('/submissions?wait=true', { payload: binary });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'some attributes for this submission cannot be converted to UTF-8, use base64_encoded=true' }]);
    expect((await sandbox.request('/submissions?wait=true&base64_encoded=true', { payload: { ...binary, source_code: b64(binary.source_code) } })).json().stdout).toBe('//4=');
  });

  it('compares output by Judge0 rule: trailing spaces, CRLF and final newlines ignored; leading space significant', async () => {
    const run = async (stdout: string, expected: string): Promise<number> =>
      (await sandbox.request('/submissions?wait=true', { payload: { language_id: 71, source_code: `import sys\nsys.stdout.write(${JSON.stringify(stdout)})`, expected_output: expected } })).json().status.id;
    expect(await run('1 2  \r\n3\n\n\n', '1 2\n3')).toBe(3);
    expect(await run(' 1', '1')).toBe(4);
    expect(await run('', '')).toBe(4);
  });

  it('batches: 400 when empty or over 20, per-item errors, GET by tokens with null for unknown', async () => {
    expect((await sandbox.request('/submissions/batch', { payload: { submissions: [] } })).json()).toEqual({ error: 'there should be at least one submission in a batch' });
    const tooMany = await sandbox.request('/submissions/batch', { payload: { submissions: Array(21).fill(ok) } });
    expect([tooMany.statusCode, tooMany.json()]).toEqual([400, { error: 'number of submissions in a batch should be less than or equal to 20' }]);
    const allBad = await sandbox.request('/submissions/batch', { payload: { submissions: [{ language_id: 71 }] } });
    expect([allBad.statusCode, allBad.json()]).toEqual([422, [{ source_code: ["can't be blank"] }]]);
    const mixed = await sandbox.request('/submissions/batch', { payload: { submissions: [ok, { source_code: 'x' }] } });
    expect(mixed.statusCode).toBe(201);
    const [first, second] = mixed.json();
    expect(second).toEqual({ language_id: ["can't be blank"] });
    for (let i = 0; i < 100; i++) {
      const got = (await sandbox.request(`/submissions/batch?tokens=${first.token},00000000-0000-4000-8000-000000000000&fields=token,status_id`)).json();
      expect(got.submissions[1]).toBeNull();
      if (got.submissions[0].status_id === 3) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('batch item did not finish');
  });

  it('404 for an unknown token, 400 for invalid fields', async () => {
    expect((await sandbox.request('/submissions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const invalid = await sandbox.request('/submissions/x?fields=token,bogus');
    expect([invalid.statusCode, invalid.json()]).toEqual([400, { error: 'invalid fields: [bogus]' }]);
  });

  it(`closes a kept-alive connection after ${MAX_REQUESTS_PER_SOCKET} requests, so that a worker's connections move between replicas`, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const connections: (string | undefined)[] = [];
    try {
      for (let i = 0; i < MAX_REQUESTS_PER_SOCKET + 1; i += 1) {
        await new Promise<void>((resolve, reject) => {
          const request = get(`${sandbox.baseUrl}/health/live`, { agent }, (response) => {
            sockets.add(response.socket);
            connections.push(response.headers.connection);
            response.resume().on('end', resolve);
          });
          request.on('error', reject);
        });
      }
    } finally {
      agent.destroy();
    }
    expect(connections[MAX_REQUESTS_PER_SOCKET - 1]).toBe('close');
    expect(sockets.size).toBe(2);
  });

  it('503 "queue is full" past MAX_QUEUE_SIZE', async () => {
    const slow = { language_id: 71, source_code: 'import time\ntime.sleep(1)', wall_time_limit: 3 };
    const responses = await Promise.all(Array.from({ length: 5 }, () => sandbox.request('/submissions', { payload: slow })));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    const full = responses.find((r) => r.statusCode === 503);
    expect(full?.json()).toEqual({ error: 'queue is full' });
    // The client's retry opens a new connection, which a Service may send to another replica.
    expect(full?.headers.get('connection')).toBe('close');
    for (const r of responses.filter((x) => x.statusCode === 201)) {
      for (;;) {
        if ((await sandbox.request(`/submissions/${r.json().token}?fields=status_id`)).json().status_id > 2) break;
        await new Promise((res) => setTimeout(res, 100));
      }
    }
  });

  it('info endpoints: /statuses, /languages/{id}, /about, /config_info', async () => {
    const statuses = (await sandbox.request('/statuses')).json();
    expect(statuses).toHaveLength(14);
    expect(statuses[11]).toEqual({ id: 12, description: 'Runtime Error (Other)' });
    const java = (await sandbox.request('/languages/62')).json();
    expect(Object.keys(java).sort()).toEqual(['compile_cmd', 'id', 'is_archived', 'name', 'run_cmd', 'source_file']);
    expect(java.source_file).toBe('Main.java');
    expect((await sandbox.request('/languages/1')).statusCode).toBe(404);
    expect(Object.keys((await sandbox.request('/about')).json()).sort()).toEqual(['homepage', 'maintainer', 'source_code', 'version']);
    const config = (await sandbox.request('/config_info')).json();
    expect(config).toMatchObject({ cpu_time_limit: 5, max_cpu_time_limit: 15, memory_limit: 128000, max_memory_limit: 512000, max_submission_batch_size: 20, max_queue_size: 3, memory_enforcement: 'cgroup-v1' });
  });

  it('PUTs the base64 result to callback_url, retrying after a failure', async () => {
    const received: { method: string; body: Record<string, unknown> }[] = [];
    let calls = 0;
    const server: Server = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        calls++;
        if (calls === 1) {
          res.statusCode = 500; // first attempt fails: Judge0 tries again
          res.end();
          return;
        }
        received.push({ method: req.method ?? '', body: JSON.parse(data) });
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const { token } = (await sandbox.request('/submissions', { payload: { ...ok, callback_url: `http://127.0.0.1:${port}/cb` } })).json();
    for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    server.close();
    expect(calls).toBe(2);
    expect(received[0].method).toBe('PUT');
    expect(received[0].body).toMatchObject({ token, stdout: b64('hi\n'), status: { id: 3, description: 'Accepted' } });
  });

  describe('with AUTHN_TOKEN configured', () => {
    const TOKENS = [randomBytes(24).toString('hex'), randomBytes(24).toString('hex')];
    let secured: TestSandbox;
    beforeAll(async () => {
      secured = await startInProcessSandbox({ AUTHN_TOKEN: `${TOKENS[0]} ${TOKENS[1]}`, SANDBOX_SLOTS: '1' });
    }, 60_000);
    afterAll(() => secured.close());

    it.each([
      ['no token', {}, 401],
      ['a wrong token', { 'X-Auth-Token': randomBytes(24).toString('hex') }, 401],
      ['a valid token', { 'X-Auth-Token': TOKENS[1] }, 200],
    ])('GET /languages with %s → %s', async (_name, headers, code) => {
      expect((await secured.request('/languages', { headers })).statusCode).toBe(code);
    });
  });
});
