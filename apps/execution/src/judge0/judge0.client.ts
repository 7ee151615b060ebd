import {
  isJudge0Pending,
  type Judge0BatchResponse,
  type Judge0Submission,
  type Judge0SubmissionRequest,
  type Judge0TokenResponse,
} from '@algosheets/contracts';
import { type IncomingMessage, request as httpRequest, Agent as HttpAgent } from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EXECUTION_CONFIG, type ExecutionConfig, type Judge0Config } from '../config/execution.config';

/** Judge0's `MAX_SUBMISSION_BATCH_SIZE` default: larger batches are answered 400. */
export const JUDGE0_MAX_BATCH = 20;

/** Fields the worker reads back; `wall_time` and `exit_code` are not among Judge0's defaults. */
const RESULT_FIELDS = 'token,status,stdout,stderr,compile_output,message,time,wall_time,memory,exit_code';

/** How many times a token the server forgot (404 or null in a batch) is submitted again. */
const MAX_RESUBMITS = 3;

/**
 * The delay before the next poll is this fraction of the time already spent waiting for the batch,
 * so a verdict is noticed at most ~5% (on average ~2.5%) later than it was ready, while the number
 * of polls grows only logarithmically with a batch's duration. Doubling delays (100 ms → 1 s) made
 * a 0.25 s Python batch wait for the 0.3 s poll and a 0.8 s one for the 1.5 s poll (bench/execution).
 */
const POLL_DELAY_FRACTION = 0.05;

/**
 * A failure to get results from the Judge0 API. `retryable` failures (unreachable, time-out, 5xx,
 * 429/503 "queue is full", deadline passed) may succeed on a later attempt; others (401, 4xx, 422
 * on our own request) will not, so the job ends at once as `Internal Error`.
 */
export class Judge0Error extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'Judge0Error';
  }
}

/** A non-2xx answer. 5xx, 429 and 503 are retryable; other 4xx mean our request or token is wrong. */
export class Judge0HttpError extends Judge0Error {
  constructor(
    method: string,
    path: string,
    readonly status: number,
    body: string,
  ) {
    super(`Judge0 answered ${status} to ${method} ${path.split('?')[0]}: ${body.slice(0, 200)}`, status >= 500 || status === 429);
    this.name = 'Judge0HttpError';
  }
}

/** A finished Judge0 submission with its text fields decoded from base64 (null stays null). */
export type Judge0Result = Pick<
  Judge0Submission,
  'token' | 'status' | 'stdout' | 'stderr' | 'compile_output' | 'message' | 'time' | 'wall_time' | 'memory' | 'exit_code'
>;

function encode(text: string | null | undefined): string | null {
  return text === null || text === undefined ? null : Buffer.from(text, 'utf8').toString('base64');
}

/** Ruby's `encode64` inserts newlines; Node's decoder ignores whitespace. */
function decode(text: string | null | undefined): string | null {
  return text === null || text === undefined ? null : Buffer.from(text, 'base64').toString('utf8');
}

function decodeResult(raw: Partial<Judge0Submission>): Judge0Result {
  return {
    token: raw.token ?? '',
    status: raw.status ?? { id: 13, description: 'Internal Error' },
    stdout: decode(raw.stdout),
    stderr: decode(raw.stderr),
    compile_output: decode(raw.compile_output),
    message: decode(raw.message),
    time: raw.time ?? null,
    wall_time: raw.wall_time ?? null,
    memory: raw.memory ?? null,
    exit_code: raw.exit_code ?? null,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The worker's one way to the Judge0 API (DESIGN.md section 1; `reference/judge0-api.md`): the same
 * code path talks to `apps/sandbox` and to a real Judge0. Every request sends `base64_encoded=true`
 * (release and master disagree on the default), carries `X-Auth-Token` (or RapidAPI headers) when
 * configured and is bounded by `requestTimeoutMs`. Batches hold at most {@link JUDGE0_MAX_BATCH}
 * items; results are polled after a twentieth of the time already waited, bounded by
 * `pollInitialMs` and `pollMaxMs` (see {@link POLL_DELAY_FRACTION}), until `deadlineMs` after the
 * call started.
 *
 * Requests go through `node:http(s)` with a keep-alive agent rather than `fetch`: polling is most of
 * the worker's work, and fetch's streams, abort signals and request objects cost the worker about
 * as much CPU per Submit as the sandbox's own handling of it (bench/execution), CPU taken from the
 * programs being judged on the same host.
 */
@Injectable()
export class Judge0Client implements OnModuleDestroy {
  private readonly config: Judge0Config;
  private readonly headers: Record<string, string>;
  private readonly url: URL;
  private readonly agent: HttpAgent;

  constructor(configService: ConfigService) {
    this.config = configService.getOrThrow<ExecutionConfig>(EXECUTION_CONFIG).judge0;
    this.url = new URL(this.config.url);
    this.agent = this.url.protocol === 'https:' ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
    this.headers = { 'Content-Type': 'application/json' };
    if (this.config.authToken) this.headers['X-Auth-Token'] = this.config.authToken;
    if (this.config.rapidApi) {
      this.headers['x-rapidapi-key'] = this.config.rapidApi.key;
      this.headers['x-rapidapi-host'] = this.config.rapidApi.host;
    }
  }

  /**
   * Runs every item and returns its finished result, in order. Items are sent in batches of at most
   * 20; a token the server no longer knows is submitted again (at most {@link MAX_RESUBMITS} times).
   * @throws Judge0Error when the API cannot be reached, refuses the request, or the deadline passes
   */
  async run(items: Judge0SubmissionRequest[]): Promise<Judge0Result[]> {
    const deadline = Date.now() + this.config.deadlineMs;
    const results: Judge0Result[] = [];
    for (let start = 0; start < items.length; start += JUDGE0_MAX_BATCH) {
      results.push(...(await this.runBatch(items.slice(start, start + JUDGE0_MAX_BATCH), deadline)));
    }
    return results;
  }

  private async runBatch(items: Judge0SubmissionRequest[], deadline: number): Promise<Judge0Result[]> {
    const tokens = await this.submit(items, deadline);
    const results: (Judge0Result | undefined)[] = new Array(items.length);
    const resubmits = new Array<number>(items.length).fill(0);
    let submittedAt = Date.now();
    for (;;) {
      const open = tokens.map((token, index) => (results[index] ? -1 : index)).filter((index) => index >= 0);
      if (open.length === 0) return results as Judge0Result[];
      const delay = this.pollDelay(Date.now() - submittedAt);
      if (Date.now() + delay > deadline) throw new Judge0Error(`Judge0 did not finish ${open.length} test(s) within ${this.config.deadlineMs} ms`, true);
      await sleep(delay);
      const answer = await this.request<Judge0BatchResponse>(
        'GET',
        `/submissions/batch?base64_encoded=true&fields=${RESULT_FIELDS}&tokens=${open.map((index) => tokens[index]).join(',')}`,
        deadline,
      );
      const forgotten: number[] = [];
      open.forEach((index, position) => {
        const raw = answer.submissions[position];
        if (!raw) forgotten.push(index);
        else if (raw.status && !isJudge0Pending(raw.status.id)) results[index] = decodeResult(raw);
      });
      if (forgotten.length > 0) {
        // The server lost these tokens (a restart of the sandbox, or Judge0's results expired): run them again.
        for (const index of forgotten) {
          resubmits[index] += 1;
          if (resubmits[index] > MAX_RESUBMITS) throw new Judge0Error(`Judge0 forgot submission ${tokens[index]} ${MAX_RESUBMITS} times`, true);
        }
        const fresh = await this.submit(
          forgotten.map((index) => items[index]),
          deadline,
        );
        forgotten.forEach((index, position) => (tokens[index] = fresh[position]));
        submittedAt = Date.now();
      }
    }
  }

  /** Milliseconds before the next poll of a batch that has been waited for `waitedMs`. */
  private pollDelay(waitedMs: number): number {
    return Math.min(this.config.pollMaxMs, Math.max(this.config.pollInitialMs, waitedMs * POLL_DELAY_FRACTION));
  }

  /** `POST /submissions/batch`; a 503 "queue is full" is waited out until the deadline. */
  private async submit(items: Judge0SubmissionRequest[], deadline: number): Promise<string[]> {
    const body = {
      submissions: items.map((item) => ({
        ...item,
        source_code: encode(item.source_code),
        stdin: encode(item.stdin),
        expected_output: encode(item.expected_output),
      })),
    };
    let delay = this.config.pollInitialMs;
    for (;;) {
      try {
        const answer = await this.request<(Judge0TokenResponse | Record<string, string[]>)[]>('POST', '/submissions/batch?base64_encoded=true', deadline, body);
        return answer.map((entry) => {
          if (typeof entry.token !== 'string') throw new Judge0Error(`Judge0 refused a submission: ${JSON.stringify(entry)}`, false);
          return entry.token;
        });
      } catch (error) {
        const queueFull = error instanceof Judge0HttpError && (error.status === 503 || error.status === 429);
        if (!queueFull || Date.now() + delay > deadline) throw error;
        await sleep(delay);
        delay = Math.min(delay * 2, this.config.pollMaxMs);
      }
    }
  }

  /** Closes the kept-alive connections. */
  onModuleDestroy(): void {
    this.agent.destroy();
  }

  private async request<T>(method: 'GET' | 'POST', path: string, deadline: number, body?: unknown): Promise<T> {
    const timeout = Math.max(1, Math.min(this.config.requestTimeoutMs, deadline - Date.now()));
    let answer: { status: number; text: string };
    try {
      answer = await this.send(method, path, timeout, body === undefined ? undefined : JSON.stringify(body));
    } catch (error) {
      throw new Judge0Error(`Judge0 API unreachable (${method} ${path.split('?')[0]}): ${error instanceof Error ? error.message : String(error)}`, true);
    }
    if (answer.status < 200 || answer.status >= 300) throw new Judge0HttpError(method, path, answer.status, answer.text);
    try {
      return JSON.parse(answer.text) as T;
    } catch {
      throw new Judge0Error(`Judge0 answered ${method} ${path.split('?')[0]} with invalid JSON`, true);
    }
  }

  /** One HTTP exchange, bounded by `timeoutMs` from sending to the last byte of the answer. */
  private send(method: string, path: string, timeoutMs: number, payload?: string): Promise<{ status: number; text: string }> {
    const url = new URL(`${this.url.pathname.replace(/\/+$/, '')}${path}`, this.url);
    const headers = payload === undefined ? this.headers : { ...this.headers, 'Content-Length': String(Buffer.byteLength(payload)) };
    const request = this.url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const outgoing = request(url, { method, headers, agent: this.agent }, (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
      });
      const timer = setTimeout(() => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      outgoing.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      outgoing.end(payload);
    });
  }
}
