import { FAIR_SHARE_HEADER, isJudge0Pending, type Judge0Submission, type Judge0SubmissionRequest, type Judge0TestTimes } from '@algosheets/contracts';
import { startHttpClientSpan } from '@algosheets/server-common/tracing';
import { SpanStatusCode } from '@opentelemetry/api';
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_SERVER_ADDRESS, ATTR_URL_PATH } from '@opentelemetry/semantic-conventions';
import { channel } from 'node:diagnostics_channel';
import { type IncomingMessage, request as httpRequest, Agent as HttpAgent } from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import type { Duplex } from 'node:stream';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EXECUTION_CONFIG, type ExecutionConfig, type Judge0Config } from '../config/execution.config';
import { type InFlightPermit, InFlightWaitExpiredError, InFlightWindow } from './in-flight-window';

/** Fields the worker reads back; `wall_time` and `exit_code` are not among Judge0's defaults. */
const RESULT_FIELDS = 'token,status,stdout,stderr,compile_output,message,time,wall_time,memory,exit_code';

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

/**
 * What the client tells {@link JUDGE0_EXCHANGES} of each HTTP exchange with the Judge0 API: the
 * answer's status code (`none` when no usable answer came: unreachable, time-out, not JSON), and
 * whether the run is sent again (a 503/429 "queue is full" before the deadline). The worker's metrics count them; nothing else listens.
 */
export interface Judge0Exchange {
  code: string;
  retried: boolean;
}

/** Diagnostics channel of {@link Judge0Exchange}s (publishing costs nothing without a subscriber). */
export const JUDGE0_EXCHANGES = channel('algosheets.judge0.exchange');

/** Diagnostics channel of the in-flight window's state (`InFlightState`) after each change (the worker's gauges). */
export const JUDGE0_IN_FLIGHT = channel('algosheets.judge0.in-flight');

/**
 * A finished Judge0 submission with its text fields decoded from base64 (null stays null), and the
 * sandbox's per-test CPU times when the request had `test_steps` and the server honours them.
 */
export type Judge0Result = Pick<
  Judge0Submission,
  'token' | 'status' | 'stdout' | 'stderr' | 'compile_output' | 'message' | 'time' | 'wall_time' | 'memory' | 'exit_code'
> &
  Partial<Judge0TestTimes>;

function encode(text: string | null | undefined): string | null {
  return text === null || text === undefined ? null : Buffer.from(text, 'utf8').toString('base64');
}

/** Ruby's `encode64` inserts newlines; Node's decoder ignores whitespace. */
function decode(text: string | null | undefined): string | null {
  return text === null || text === undefined ? null : Buffer.from(text, 'base64').toString('utf8');
}

function decodeResult(raw: Partial<Judge0Submission> & Partial<Judge0TestTimes>): Judge0Result {
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
    ...(Array.isArray(raw.test_times) ? { test_times: raw.test_times, test_time_exceeded: raw.test_time_exceeded ?? null, test_memory_exceeded: raw.test_memory_exceeded ?? null } : {}),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A keep-alive agent whose connections are reused only while younger than `maxAgeMs` (from when
 * the agent opened them), and never closed during a request: one that is older when its request
 * lets go of it is closed then (Node asks `keepSocketAlive`; false closes it), one that is idle
 * when it comes of age is closed at that moment (a timer, once per connection).
 */
function agingAgent(https: boolean, maxAgeMs: number): HttpAgent {
  const agent = https ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const born = new WeakMap<Duplex, number>();
  const timed = new WeakSet<Duplex>();
  const create = agent.createConnection.bind(agent);
  agent.createConnection = (options, callback) => {
    const socket = create(options, callback);
    if (socket) born.set(socket, Date.now());
    return socket;
  };
  // The agent takes a socket out of `freeSockets` in the same tick as it hands it to a request.
  const idle = (socket: Duplex) => Object.values(agent.freeSockets).some((sockets) => sockets?.includes(socket as never));
  const keep = agent.keepSocketAlive.bind(agent);
  agent.keepSocketAlive = (socket: Duplex) => {
    const openedAt = born.get(socket);
    if (openedAt === undefined) return keep(socket);
    const left = openedAt + maxAgeMs - Date.now();
    if (left <= 0) return false;
    if (!timed.has(socket)) {
      timed.add(socket);
      setTimeout(() => {
        if (idle(socket)) socket.destroy();
      }, left).unref();
    }
    return keep(socket);
  };
  return agent;
}

/**
 * The worker's one way to the Judge0 API (`docs/architecture.md`): the same code path talks to
 * `apps/sandbox` and to a real Judge0. Every run is one synchronous `POST /submissions?wait=true`
 * whose answer is the finished result, so no later request has to reach the pod that holds the
 * result: with N sandbox replicas behind one Service (results live in each pod's memory) a poll
 * could reach another pod, be told the token is unknown and run the test again. Judge0's batch
 * endpoints accept no `wait`, so each test is its own request, at most `maxParallel` of one call at
 * a time. Every request sends `base64_encoded=true` (release and master disagree on the default),
 * carries `X-Auth-Token` (or RapidAPI headers) when configured and is bounded by `requestTimeoutMs`
 * and by `deadlineMs` after the call started. A 503/429 "queue is full" means the run never started:
 * it is sent again after `retryInitialMs`, doubling up to `retryMaxMs`, until the deadline (a
 * draining sandbox pod answers 503 and closes that connection, so the retry reaches another pod).
 *
 * At most `maxInFlight` requests of the whole worker are in flight at once ({@link InFlightWindow}:
 * the rest wait in the worker in the sandbox's fair-share order, and the limit halves on a "queue
 * is full"), so the worker never puts far more runs in the sandbox's queues than it has slots.
 *
 * A kept-alive connection is reused for `connectionMaxAgeMs` at most, so that sandbox pods added
 * by scaling get this worker's runs (a Service balances per connection); a request that times out
 * closes its connection, which makes the sandbox cancel the run.
 *
 * Requests go through `node:http(s)` with a keep-alive agent rather than `fetch`: fetch's streams,
 * abort signals and request objects cost the worker about as much CPU per Submit as the sandbox's
 * own handling of it (bench/execution), CPU taken from the programs being judged on the same host.
 */
@Injectable()
export class Judge0Client implements OnModuleDestroy {
  private readonly config: Judge0Config;
  private readonly headers: Record<string, string>;
  private readonly url: URL;
  private readonly agent: HttpAgent;
  private readonly window: InFlightWindow;

  constructor(configService: ConfigService) {
    this.config = configService.getOrThrow<ExecutionConfig>(EXECUTION_CONFIG).judge0;
    this.url = new URL(this.config.url);
    this.agent = agingAgent(this.url.protocol === 'https:', this.config.connectionMaxAgeMs);
    this.window = new InFlightWindow(this.config.maxInFlight, this.config.retryInitialMs, (state) => JUDGE0_IN_FLIGHT.publish(state));
    this.headers = { 'Content-Type': 'application/json' };
    if (this.config.authToken) this.headers['X-Auth-Token'] = this.config.authToken;
    if (this.config.rapidApi) {
      this.headers['x-rapidapi-key'] = this.config.rapidApi.key;
      this.headers['x-rapidapi-host'] = this.config.rapidApi.host;
    }
  }

  /**
   * Runs every item and returns its finished result, in order: one `wait=true` request per item,
   * at most `maxParallel` in flight. The first failure ends the call (the rest are not awaited).
   * `fairShareKey` (the learner's id; none for the platform's own runs) is sent as
   * {@link FAIR_SHARE_HEADER}.
   * @throws Judge0Error when the API cannot be reached, refuses the request, or the deadline passes
   */
  async run(items: Judge0SubmissionRequest[], fairShareKey?: string | null): Promise<Judge0Result[]> {
    const deadline = Date.now() + this.config.deadlineMs;
    const key = fairShareKey ?? '';
    const headers = key ? { ...this.headers, [FAIR_SHARE_HEADER]: key } : this.headers;
    const results: Judge0Result[] = new Array(items.length);
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < items.length) {
        const index = next++;
        results[index] = await this.runOne(items[index], deadline, key, headers);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.config.maxParallel, items.length) }, lane));
    return results;
  }

  /**
   * One `POST /submissions?wait=true` once the in-flight window lets it go; a 503/429 "queue is
   * full" cuts the window and is sent again (waiting its turn again) until the deadline.
   */
  private async runOne(item: Judge0SubmissionRequest, deadline: number, key: string, headers: Record<string, string>): Promise<Judge0Result> {
    const body = { ...item, source_code: encode(item.source_code), stdin: encode(item.stdin), expected_output: encode(item.expected_output) };
    let delay = this.config.retryInitialMs;
    for (;;) {
      const permit = await this.admission(key, deadline);
      try {
        const raw = await this.request<Partial<Judge0Submission> & Partial<Judge0TestTimes>>('POST', `/submissions?base64_encoded=true&wait=true&fields=${RESULT_FIELDS}`, deadline, headers, body);
        JUDGE0_EXCHANGES.publish({ code: '201', retried: false } satisfies Judge0Exchange);
        // A Judge0 that ignored `wait` answers with a bare token: a result this client cannot fetch reliably.
        if (!raw.status || isJudge0Pending(raw.status.id)) throw new Judge0Error(`Judge0 answered a wait=true submission without a finished result: ${JSON.stringify(raw).slice(0, 200)}`, false);
        this.window.finished();
        return decodeResult(raw);
      } catch (error) {
        const queueFull = error instanceof Judge0HttpError && (error.status === 503 || error.status === 429);
        if (queueFull) this.window.queueFull();
        const retried = queueFull && Date.now() + delay <= deadline;
        // The one non-HTTP, non-retryable error is the bare-token answer, already counted as its 201.
        if (error instanceof Judge0HttpError || !(error instanceof Judge0Error) || error.retryable) {
          JUDGE0_EXCHANGES.publish({ code: error instanceof Judge0HttpError ? String(error.status) : 'none', retried } satisfies Judge0Exchange);
        }
        if (!retried) throw error;
      } finally {
        permit.release();
      }
      await sleep(delay);
      delay = Math.min(delay * 2, this.config.retryMaxMs);
    }
  }

  /**
   * Room for one request in the in-flight window, `key`'s turn in the fair-share order.
   * @throws Judge0Error (retryable) when the deadline passes while it waits
   */
  private async admission(key: string, deadline: number): Promise<InFlightPermit> {
    try {
      return await this.window.acquire(key, deadline);
    } catch (error) {
      if (error instanceof InFlightWaitExpiredError) throw new Judge0Error(error.message, true);
      throw error;
    }
  }

  /** Closes the kept-alive connections. */
  onModuleDestroy(): void {
    this.agent.destroy();
  }

  /**
   * One request to the Judge0 API as a CLIENT span (`POST /submissions`: the path without its query,
   * the server, the answer's status; never the body, which holds the program, its input and the
   * expected output), its `traceparent` sent along so the sandbox's span continues the job's trace.
   * @throws Judge0Error as described on {@link Judge0Client.run}
   */
  private async request<T>(method: 'POST', path: string, deadline: number, headers: Record<string, string>, body?: unknown): Promise<T> {
    const route = path.split('?')[0];
    const traced = startHttpClientSpan(`${method} ${route}`, { [ATTR_HTTP_REQUEST_METHOD]: method, [ATTR_URL_PATH]: route, [ATTR_SERVER_ADDRESS]: this.url.hostname }, headers);
    try {
      const answer = await this.exchange<T>(method, path, deadline, traced.headers, body);
      traced.span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, answer.status);
      return answer.value;
    } catch (error) {
      if (error instanceof Judge0HttpError) traced.span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, error.status);
      // The error's kind only: its message may quote the answer, and so a program's output.
      traced.span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      traced.span.end();
    }
  }

  private async exchange<T>(method: 'POST', path: string, deadline: number, headers: Record<string, string>, body?: unknown): Promise<{ status: number; value: T }> {
    const timeout = Math.max(1, Math.min(this.config.requestTimeoutMs, deadline - Date.now()));
    let answer: { status: number; text: string };
    try {
      answer = await this.send(method, path, timeout, headers, body === undefined ? undefined : JSON.stringify(body));
    } catch (error) {
      throw new Judge0Error(`Judge0 API unreachable (${method} ${path.split('?')[0]}): ${error instanceof Error ? error.message : String(error)}`, true);
    }
    if (answer.status < 200 || answer.status >= 300) throw new Judge0HttpError(method, path, answer.status, answer.text);
    try {
      return { status: answer.status, value: JSON.parse(answer.text) as T };
    } catch {
      throw new Judge0Error(`Judge0 answered ${method} ${path.split('?')[0]} with invalid JSON`, true);
    }
  }

  /** One HTTP exchange, bounded by `timeoutMs` from sending to the last byte of the answer. */
  private send(method: string, path: string, timeoutMs: number, baseHeaders: Record<string, string>, payload?: string): Promise<{ status: number; text: string }> {
    const url = new URL(`${this.url.pathname.replace(/\/+$/, '')}${path}`, this.url);
    const headers = payload === undefined ? baseHeaders : { ...baseHeaders, 'Content-Length': String(Buffer.byteLength(payload)) };
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
