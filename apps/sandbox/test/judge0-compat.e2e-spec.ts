/**
 * Compatibility with the public Judge0 CE API documentation (v1.13.1: the "Authentication",
 * "Submissions", "Submission Batch", "Statuses and Languages", "System and Configuration" and
 * "Information" groups), page by page: every endpoint, field, status and error body the pages name
 * that the sandbox implements, in plain text and in base64. What the sandbox does differently (or
 * leaves out) is listed in apps/sandbox/README.md ("Differences from Judge0 CE").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startInProcessSandbox, type TestResponse, type TestSandbox } from './support/sandbox-harness';

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const b64 = (text: string): string => Buffer.from(text).toString('base64');
const unb64 = (text: string): string => Buffer.from(text, 'base64').toString('utf8');
const HELLO = { language_id: 71, source_code: 'print("hello, " + input())', stdin: 'Judge0', expected_output: 'hello, Judge0' };
/** Short limits so that the looping programs end quickly. */
const QUICK = { cpu_time_limit: 1, cpu_extra_time: 0.5, wall_time_limit: 3 };

/** The documented "Submission" attributes 1-33, plus `status_id` and `language` that `fields` may name. */
const SUBMISSION_ATTRIBUTES = [
  'source_code', 'language_id', 'compiler_options', 'command_line_arguments', 'stdin', 'expected_output', 'cpu_time_limit',
  'cpu_extra_time', 'wall_time_limit', 'memory_limit', 'stack_limit', 'max_processes_and_or_threads',
  'enable_per_process_and_thread_time_limit', 'enable_per_process_and_thread_memory_limit', 'max_file_size',
  'redirect_stderr_to_stdout', 'enable_network', 'number_of_runs', 'additional_files', 'callback_url', 'stdout', 'stderr',
  'compile_output', 'message', 'exit_code', 'exit_signal', 'status', 'created_at', 'finished_at', 'token', 'time',
  'wall_time', 'memory', 'status_id', 'language',
];
/** "By default Judge0 is sending 8 attributes", in the order of the documented default response. */
const DEFAULT_ATTRIBUTES = ['stdout', 'time', 'memory', 'stderr', 'token', 'compile_output', 'message', 'status'];
/** `GET /statuses` of the "Statuses and Languages" page. */
const STATUSES = [
  'In Queue', 'Processing', 'Accepted', 'Wrong Answer', 'Time Limit Exceeded', 'Compilation Error', 'Runtime Error (SIGSEGV)',
  'Runtime Error (SIGXFSZ)', 'Runtime Error (SIGFPE)', 'Runtime Error (SIGABRT)', 'Runtime Error (NZEC)', 'Runtime Error (Other)',
  'Internal Error', 'Exec Format Error',
].map((description, i) => ({ id: i + 1, description }));
/** `GET /config_info`'s documented keys. */
const CONFIG_KEYS = [
  'maintenance_mode', 'enable_wait_result', 'enable_compiler_options', 'allowed_languages_for_compile_options',
  'enable_command_line_arguments', 'enable_submission_delete', 'enable_callbacks', 'callbacks_max_tries', 'callbacks_timeout',
  'enable_additional_files', 'max_queue_size', 'cpu_time_limit', 'max_cpu_time_limit', 'cpu_extra_time', 'max_cpu_extra_time',
  'wall_time_limit', 'max_wall_time_limit', 'memory_limit', 'max_memory_limit', 'stack_limit', 'max_stack_limit',
  'max_processes_and_or_threads', 'max_max_processes_and_or_threads', 'enable_per_process_and_thread_time_limit',
  'allow_enable_per_process_and_thread_time_limit', 'enable_per_process_and_thread_memory_limit',
  'allow_enable_per_process_and_thread_memory_limit', 'max_file_size', 'max_max_file_size', 'number_of_runs', 'max_number_of_runs',
  'redirect_stderr_to_stdout', 'max_extract_size', 'enable_batched_submissions', 'max_submission_batch_size',
  'submission_cache_duration', 'use_docs_as_homepage', 'allow_enable_network', 'enable_network',
];

async function waitFor(sandbox: TestSandbox, token: string, query = ''): Promise<Record<string, unknown>> {
  for (let i = 0; i < 400; i += 1) {
    const response = await sandbox.request(`/submissions/${token}?fields=*${query}`);
    const body = response.json();
    if (body.status.id > 2) return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`submission ${token} did not finish`);
}

const json = (response: TestResponse): [number, unknown] => [response.statusCode, response.json()];

describe('Judge0 CE API documentation, page by page', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox();
  }, 60_000);
  afterAll(() => sandbox.close());

  describe('Information: GET /about', () => {
    it('reports the Judge0 CE release clients know, and names our build in X-AlgoSheets-Version', async () => {
      const about = await sandbox.request('/about');
      expect(about.statusCode).toBe(200);
      expect(Object.keys(about.json()).sort()).toEqual(['homepage', 'maintainer', 'source_code', 'version']);
      expect(about.json().version).toBe('1.13.1');
      expect(about.headers.get('x-algosheets-version')).toBe(JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')).version);
      expect((await sandbox.request('/languages')).headers.get('x-algosheets-version')).toBe(about.headers.get('x-algosheets-version'));
    });
  });

  describe('Statuses and Languages', () => {
    it('GET /statuses lists the fourteen statuses with their ids and descriptions', async () => {
      expect(json(await sandbox.request('/statuses'))).toEqual([200, STATUSES]);
    });

    it('GET /languages lists {id, name} with Judge0 CE ids and names', async () => {
      const languages = (await sandbox.request('/languages')).json() as { id: number; name: string }[];
      for (const language of languages) expect(Object.keys(language).sort()).toEqual(['id', 'name']);
      const byId = new Map(languages.map((language) => [language.id, language.name]));
      expect(byId.get(62)).toMatch(/^Java \(OpenJDK \d+[\d.]*\)$/);
      expect(byId.get(63)).toMatch(/^JavaScript \(Node\.js \d+\.\d+\.\d+\)$/);
      expect(byId.get(71)).toMatch(/^Python \(3\.\d+\.\d+\)$/);
      expect(byId.get(74)).toMatch(/^TypeScript \(\d+\.\d+\.\d+\)$/);
    });

    it('GET /languages/{id} answers the documented six keys, 404 for an unknown id', async () => {
      const python = (await sandbox.request('/languages/71')).json();
      expect(Object.keys(python).sort()).toEqual(['compile_cmd', 'id', 'is_archived', 'name', 'run_cmd', 'source_file']);
      expect(python).toMatchObject({ id: 71, is_archived: false, source_file: 'script.py', compile_cmd: null });
      expect((await sandbox.request('/languages/62')).json()).toMatchObject({ source_file: 'Main.java', compile_cmd: expect.stringContaining('javac') });
      expect((await sandbox.request('/languages/150000')).statusCode).toBe(404);
    });
  });

  describe('System and Configuration: GET /config_info', () => {
    it('answers every documented key with Judge0 types', async () => {
      const config = (await sandbox.request('/config_info')).json();
      for (const key of CONFIG_KEYS) expect([key, key in config]).toEqual([key, true]);
      expect(config).toMatchObject({ cpu_time_limit: 5, max_cpu_time_limit: 15, cpu_extra_time: 1, wall_time_limit: 10, memory_limit: 128000, stack_limit: 64000, max_processes_and_or_threads: 60, max_file_size: 1024, number_of_runs: 1, enable_batched_submissions: true, max_submission_batch_size: 20 });
      for (const key of ['maintenance_mode', 'enable_wait_result', 'enable_network', 'allow_enable_network', 'redirect_stderr_to_stdout']) expect([key, typeof config[key]]).toEqual([key, 'boolean']);
    });
  });

  describe('Submissions: Create a Submission', () => {
    it('201 with only a token', async () => {
      const created = await sandbox.request('/submissions', { payload: HELLO });
      expect(created.statusCode).toBe(201);
      expect(Object.keys(created.json())).toEqual(['token']);
      expect(created.json().token).toMatch(TOKEN);
    });

    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      ['without language_id', { source_code: HELLO.source_code }, { language_id: ["can't be blank"] }],
      ['with language 150000', { ...HELLO, language_id: 150000 }, { language_id: ["language with id 150000 doesn't exist"] }],
      ['with wall_time_limit 100000', { ...HELLO, wall_time_limit: 100000 }, { wall_time_limit: ['must be less than or equal to 20.0'] }],
    ])('422 with {field: [messages]} %s', async (_name, body, errors) => {
      expect(json(await sandbox.request('/submissions', { payload: body }))).toEqual([422, errors]);
    });

    it('wait=true answers 201 with the eight default attributes; language_id may be a string', async () => {
      const response = await sandbox.request('/submissions?wait=true', { payload: { ...HELLO, language_id: '71' } });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual([...DEFAULT_ATTRIBUTES].sort());
      expect(body).toMatchObject({ stdout: 'hello, Judge0\n', stderr: null, compile_output: null, message: null, status: { id: 3, description: 'Accepted' } });
      expect(body.time).toMatch(/^\d+\.\d+$/);
      expect(Number.isInteger(body.memory)).toBe(true);
    });

    it('base64_encoded=true decodes source_code, stdin and expected_output and encodes the text attributes', async () => {
      const response = await sandbox.request('/submissions?base64_encoded=true&wait=true&fields=*', {
        payload: { language_id: 71, source_code: b64(HELLO.source_code), stdin: b64('Judge0'), expected_output: b64('hello, Judge0') },
      });
      const body = response.json();
      expect(response.statusCode).toBe(201);
      expect(body.status.id).toBe(3);
      expect(unb64(body.stdout)).toBe('hello, Judge0\n');
      expect(unb64(body.source_code)).toBe(HELLO.source_code);
      expect(unb64(body.stdin)).toBe('Judge0');
      expect(unb64(body.expected_output)).toBe('hello, Judge0');
    });
  });

  describe('Submissions: Get a Submission', () => {
    let token: string;
    beforeAll(async () => {
      token = (await sandbox.request('/submissions', { payload: HELLO })).json().token;
      await waitFor(sandbox, token);
    });

    it('answers the default eight attributes', async () => {
      expect(Object.keys((await sandbox.request(`/submissions/${token}`)).json()).sort()).toEqual([...DEFAULT_ATTRIBUTES].sort());
    });

    it('fields= returns exactly the attributes asked for, and * every documented one', async () => {
      expect(json(await sandbox.request(`/submissions/${token}?fields=stdout,stderr,status_id,language_id`))).toEqual([200, { stdout: 'hello, Judge0\n', stderr: null, status_id: 3, language_id: 71 }]);
      expect(Object.keys((await sandbox.request(`/submissions/${token}?fields=*`)).json()).sort()).toEqual([...SUBMISSION_ATTRIBUTES].sort());
    });

    it('base64_encoded=true encodes stdout', async () => {
      expect(unb64((await sandbox.request(`/submissions/${token}?base64_encoded=true`)).json().stdout)).toBe('hello, Judge0\n');
    });

    it('400 {error} for invalid fields, 404 for an unknown token', async () => {
      expect(json(await sandbox.request(`/submissions/${token}?fields=stdout,nope`))).toEqual([400, { error: 'invalid fields: [nope]' }]);
      expect((await sandbox.request('/submissions/d85cd024-1548-4165-96c7-7bc88673f194')).statusCode).toBe(404);
    });

    it('400 {error} for output that is not UTF-8 without base64_encoded, and the bytes with it', async () => {
      const created = (await sandbox.request('/submissions', { payload: { language_id: 71, source_code: 'import sys\nsys.stdout.buffer.write(b"\\xfe")' } })).json();
      await waitFor(sandbox, created.token, '&base64_encoded=true');
      const refused = await sandbox.request(`/submissions/${created.token}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatch(/^some attributes for this submission cannot be converted to UTF-8, use base64_encoded=true/);
      expect((await sandbox.request(`/submissions/${created.token}?base64_encoded=true`)).json().stdout).toBe(Buffer.from([0xfe]).toString('base64'));
    });
  });

  describe('Submission Batch', () => {
    it('POST creates each item in order: a token, or that item\'s errors', async () => {
      const response = await sandbox.request('/submissions/batch', {
        payload: { submissions: [{ language_id: 71, source_code: 'print("hello from Python")' }, { language_id: 123456789, source_code: 'print(1)' }, { language_id: 71, source_code: '' }] },
      });
      expect(response.statusCode).toBe(201);
      const [first, second, third] = response.json();
      expect(first.token).toMatch(TOKEN);
      expect(second).toEqual({ language_id: ["language with id 123456789 doesn't exist"] });
      expect(third).toEqual({ source_code: ["can't be blank"] });
      await waitFor(sandbox, first.token);
      const got = await sandbox.request(`/submissions/batch?tokens=${first.token}&fields=token,stdout,stderr,status_id,language_id`);
      expect(json(got)).toEqual([200, { submissions: [{ token: first.token, stdout: 'hello from Python\n', stderr: null, status_id: 3, language_id: 71 }] }]);
    });

    it('base64_encoded applies to batch input and output', async () => {
      const [{ token }] = (await sandbox.request('/submissions/batch?base64_encoded=true', { payload: { submissions: [{ language_id: 71, source_code: b64('print(input()[::-1])'), stdin: b64('abc') }] } })).json();
      await waitFor(sandbox, token);
      const got = (await sandbox.request(`/submissions/batch?tokens=${token}&base64_encoded=true&fields=stdout`)).json();
      expect(got.submissions.map((s: { stdout: string }) => unb64(s.stdout))).toEqual(['cba\n']);
    });
  });

  describe('statuses as Judge0 assigns them', () => {
    it.each<[number, Record<string, unknown>, Record<string, unknown>]>([
      [3, { source_code: 'print(1)', expected_output: '1' }, { exit_code: 0 }],
      [4, { source_code: 'print(2)', expected_output: '1' }, {}],
      [5, { source_code: 'while True: pass', ...QUICK }, {}],
      [11, { source_code: 'import sys\nsys.exit(3)' }, { exit_code: 3, message: 'Exited with error status 3' }],
    ])('status %s, Python', async (status, body, extra) => {
      const result = (await sandbox.request('/submissions?wait=true&fields=*', { payload: { language_id: 71, ...body } })).json();
      expect(result.status).toEqual(STATUSES[status - 1]);
      expect(result.status_id).toBe(status);
      expect(result).toMatchObject(extra);
    }, 30_000);

    it('status 6 with compile_output, and null run attributes, after a compile failure', async () => {
      const result = (await sandbox.request('/submissions?wait=true&fields=*', { payload: { language_id: 62, source_code: 'public class Main { oops }' } })).json();
      expect(result.status).toEqual(STATUSES[5]);
      expect(result.compile_output).toContain('error');
      expect(result).toMatchObject({ stdout: null, time: null, memory: null, exit_code: null, exit_signal: null });
    }, 60_000);

    it('message is base64-encoded too with base64_encoded=true', async () => {
      const result = (await sandbox.request('/submissions?wait=true&base64_encoded=true', { payload: { language_id: 71, source_code: b64('raise SystemExit(4)') } })).json();
      expect(result.status.id).toBe(11);
      expect(unb64(result.message)).toBe('Exited with error status 4');
    });

    it('In Queue or Processing while it runs, then finished_at is set', async () => {
      const { token } = (await sandbox.request('/submissions', { payload: { language_id: 71, source_code: 'import time\ntime.sleep(2)' } })).json();
      const early = (await sandbox.request(`/submissions/${token}?fields=status,finished_at`)).json();
      expect([STATUSES[0], STATUSES[1]]).toContainEqual(early.status);
      expect(early.finished_at).toBeNull();
      expect((await waitFor(sandbox, token)).finished_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    });
  });

  describe('Authentication and wait not allowed', () => {
    let secured: TestSandbox;
    beforeAll(async () => {
      secured = await startInProcessSandbox({ AUTHN_TOKEN: 'f6583e60-b13b-4228-b554-2eb332ca64e7', ENABLE_WAIT_RESULT: 'false', SANDBOX_SLOTS: '1' });
    }, 60_000);
    afterAll(() => secured.close());

    it.each(['/about', '/languages', '/statuses', '/config_info', '/submissions/batch?tokens=x', '/submissions/d85cd024-1548-4165-96c7-7bc88673f194'])(
      '401 with an empty body on GET %s without a valid X-Auth-Token',
      async (path) => {
        for (const headers of [{}, { 'X-Auth-Token': 'wrong' }] as Record<string, string>[]) {
          const response = await secured.request(path, { headers });
          expect([response.statusCode, response.body]).toEqual([401, '']);
          // A caller without the token learns nothing about the build it reached.
          expect(response.headers.get('x-algosheets-version')).toBeNull();
        }
      },
    );

    it('accepts the token in the X-Auth-Token header only, never in the query string that access logs keep', async () => {
      expect((await secured.request('/statuses', { headers: { 'X-Auth-Token': 'f6583e60-b13b-4228-b554-2eb332ca64e7' } })).statusCode).toBe(200);
      expect((await secured.request('/statuses?X-Auth-Token=f6583e60-b13b-4228-b554-2eb332ca64e7')).statusCode).toBe(401);
      expect((await secured.request('/statuses', { headers: { Authorization: 'Bearer f6583e60-b13b-4228-b554-2eb332ca64e7' } })).statusCode).toBe(401);
    });

    it('400 {"error": "wait not allowed"} when the host disables wait', async () => {
      const response = await secured.request('/submissions?wait=true', { payload: HELLO, headers: { 'X-Auth-Token': 'f6583e60-b13b-4228-b554-2eb332ca64e7' } });
      expect(json(response)).toEqual([400, { error: 'wait not allowed' }]);
    });
  });
});
