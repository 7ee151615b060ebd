import { FAIR_SHARE_HEADER, type Judge0SubmissionField } from '@algosheets/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxConfig } from '../config/sandbox-config';
import type { LanguageRegistry } from '../languages/language-registry';
import type { SubmissionExecutor } from '../runner/submission-executor';
import type { SubmissionRecord, SubmissionSpec } from '../runner/submission-record';
import type { SubmissionStore } from '../runner/submission-store';
import { admitsFairly, fairShareKey } from '../runner/fair-share';
import { CallbackGuard } from './callback-guard';
import { sendCallback } from './callback-sender';
import type { SandboxLifecycle } from './health.controller';
import { type ParsedSubmission, parseSubmission } from './submission-request';
import { NotUtf8Error, parseFields, serializeSubmission } from './submission-serializer';
import { recordSubmissionOutcome } from './tracing-hooks';

interface Deps {
  config: SandboxConfig;
  store: SubmissionStore;
  executor: SubmissionExecutor;
  languages: LanguageRegistry;
  lifecycle: SandboxLifecycle;
}

/** Judge0 answers 503 with `{"error": ...}` when it takes no submissions (maintenance mode, full queue). */
const DRAINING_ERROR = { error: 'the sandbox is shutting down; submit to another instance' };

/**
 * Refuses a submission with 503 and `Connection: close` (draining, or the queue is full), so the
 * client's retry opens a new connection, which a Service balancing per connection may send to
 * another replica; on a kept-alive connection every retry would reach this replica again.
 */
function refuse(reply: FastifyReply, body: { error: string }): FastifyReply {
  return reply.code(503).header('connection', 'close').send(body);
}

/** Judge0's answer past `MAX_QUEUE_SIZE`. */
const QUEUE_FULL_ERROR = { error: 'queue is full' };


type Query = { base64_encoded?: string; wait?: string; fields?: string; tokens?: string };

/** What the submission routes share: the callback check and the way a valid spec is queued. */
interface SubmissionIntake {
  /** Adds a 422 error on `callback_url` when it may not be called (see CallbackGuard). */
  guardCallback(parsed: ParsedSubmission): Promise<ParsedSubmission>;
  /** Queues a valid spec under a fair-share key; its callback, if any, is sent once it has run. */
  submit(spec: SubmissionSpec, key: string): SubmissionRecord;
}

/**
 * Judge0 CE submission endpoints (Judge0's `config/routes.rb`):
 * `POST /submissions`, `GET /submissions/{token}`, `POST /submissions/batch`,
 * `GET /submissions/batch?tokens=`. `base64_encoded` defaults to false as in v1.13.1. One
 * extension: the `X-Fair-Share-Key` header names whose work a submission is; slots and, at
 * `MAX_QUEUE_SIZE`, the queue are shared fairly between keys (`runner/fair-share.ts`).
 */
export function registerSubmissionRoutes(app: FastifyInstance, deps: Deps): void {
  const intake = submissionIntake(app, deps);
  registerCreateRoute(app, deps, intake);
  registerBatchCreateRoute(app, deps, intake);
  registerReadRoutes(app, deps);
}

function submissionIntake(app: FastifyInstance, deps: Deps): SubmissionIntake {
  const { config, store, executor, languages } = deps;
  const guard = new CallbackGuard(config.callbackAllowedHosts);
  return {
    guardCallback: async (parsed) => {
      if (!parsed.ok || parsed.spec.callbackUrl === null) return parsed;
      const reason = await guard.check(parsed.spec.callbackUrl);
      return reason === null ? parsed : { ok: false, errors: { callback_url: [reason] } };
    },
    submit: (spec, key) =>
      store.create(
        spec,
        async (created) => {
          await executor.execute(created);
          if (created.spec.callbackUrl !== null) {
            void sendCallback(created, languages, { maxTries: config.callbacksMaxTries, timeoutMs: config.callbacksTimeoutSeconds * 1000, log: app.log, guard });
          }
        },
        key,
      ),
  };
}

/** The parsed `fields` query, or null once a 400 naming the unknown fields has been sent. */
function fieldsOr400(reply: FastifyReply, fields: string | undefined): readonly Judge0SubmissionField[] | null {
  const parsed = parseFields(fields);
  if (parsed.ok) return parsed.fields;
  void reply.code(400).send({ error: `invalid fields: [${parsed.invalid.join(', ')}]` });
  return null;
}

/** Sends what `produce` serializes, or a 400 when a field asked for in plain text is not UTF-8 (Judge0's rule). */
function serializeOr400(reply: FastifyReply, produce: () => unknown): FastifyReply {
  try {
    return reply.send(produce());
  } catch (error) {
    if (error instanceof NotUtf8Error) return reply.code(400).send({ error: error.message });
    throw error;
  }
}

/** Judge0's 400 body for a batch of `count` submissions or tokens, or null when the count is allowed. */
function batchSizeError(count: number, maxBatchSize: number): { error: string } | null {
  if (count === 0) return { error: 'there should be at least one submission in a batch' };
  if (count > maxBatchSize) return { error: `number of submissions in a batch should be less than or equal to ${maxBatchSize}` };
  return null;
}

/**
 * `POST /submissions`: 201 `{token}`, or with `wait=true` the finished submission; a `wait=true`
 * submission whose client disconnects before the answer is cancelled.
 */
function registerCreateRoute(app: FastifyInstance, deps: Deps, intake: SubmissionIntake): void {
  const { config, store, languages, lifecycle } = deps;
  app.post<{ Querystring: Query }>('/submissions', async (request, reply) => {
    if (lifecycle.draining) return refuse(reply, DRAINING_ERROR);
    const base64 = request.query.base64_encoded === 'true';
    const wait = request.query.wait === 'true';
    if (wait && !config.enableWaitResult) return reply.code(400).send({ error: 'wait not allowed' });
    const fields = wait ? fieldsOr400(reply, request.query.fields) : [];
    if (fields === null) return reply;
    const parsed = await intake.guardCallback(parseSubmission(request.body, base64, languages));
    if (!parsed.ok) return reply.code(422).send(parsed.errors);
    const key = fairShareKey(request.headers[FAIR_SHARE_HEADER]);
    if (!admitsFairly(store, key, 1, config.maxQueueSize)) return refuse(reply, QUEUE_FULL_ERROR);
    const record = intake.submit(parsed.spec, key);
    if (!wait) return reply.code(201).send({ token: record.token });
    // A client that closed its connection (its own timeout, a worker that died) waits for nothing:
    // its runs are killed or leave the slot queue rather than hold a slot to the end of their
    // limits while the worker's retry runs the same program again elsewhere.
    reply.raw.on('close', () => {
      if (!reply.raw.writableEnded) record.cancellation.abort();
    });
    await record.done;
    recordSubmissionOutcome(request, record);
    reply.code(201);
    return serializeOr400(reply, () => serializeSubmission(record, fields, base64, languages));
  });
}

/** `POST /submissions/batch`: 201 with a `{token}` or the errors per item; 422 with the errors when none is valid. */
function registerBatchCreateRoute(app: FastifyInstance, deps: Deps, intake: SubmissionIntake): void {
  const { config, store, languages, lifecycle } = deps;
  app.post<{ Querystring: Query }>('/submissions/batch', async (request, reply) => {
    if (lifecycle.draining) return refuse(reply, DRAINING_ERROR);
    const base64 = request.query.base64_encoded === 'true';
    const submissions = (request.body as { submissions?: unknown } | null)?.submissions;
    const items: unknown[] = Array.isArray(submissions) ? submissions : [];
    const sizeError = batchSizeError(items.length, config.maxBatchSize);
    if (sizeError) return reply.code(400).send(sizeError);
    const parsed = await Promise.all(items.map((item) => intake.guardCallback(parseSubmission(item, base64, languages))));
    const valid = parsed.filter((p) => p.ok).length;
    if (valid === 0) return reply.code(422).send(parsed.map((p) => (p.ok ? null : p.errors)));
    const key = fairShareKey(request.headers[FAIR_SHARE_HEADER]);
    if (!admitsFairly(store, key, valid, config.maxQueueSize)) return refuse(reply, QUEUE_FULL_ERROR);
    return reply.code(201).send(parsed.map((p) => (p.ok ? { token: intake.submit(p.spec, key).token } : p.errors)));
  });
}

/** `GET /submissions/batch?tokens=` (null for an unknown token) and `GET /submissions/{token}` (404 when unknown). */
function registerReadRoutes(app: FastifyInstance, deps: Deps): void {
  const { config, store, languages } = deps;
  app.get<{ Querystring: Query }>('/submissions/batch', async (request, reply) => {
    const base64 = request.query.base64_encoded === 'true';
    const raw = request.query.tokens ?? (request.headers.tokens as string | undefined) ?? '';
    const tokens = raw.split(',').map((t) => t.trim()).filter((t) => t !== '');
    const sizeError = batchSizeError(tokens.length, config.maxBatchSize);
    if (sizeError) return reply.code(400).send(sizeError);
    const fields = fieldsOr400(reply, request.query.fields);
    if (fields === null) return reply;
    return serializeOr400(reply, () => ({
      submissions: tokens.map((token) => {
        const record = store.get(token);
        return record ? serializeSubmission(record, fields, base64, languages) : null;
      }),
    }));
  });

  app.get<{ Params: { token: string }; Querystring: Query }>('/submissions/:token', async (request, reply) => {
    const fields = fieldsOr400(reply, request.query.fields);
    if (fields === null) return reply;
    const record = store.get(request.params.token);
    if (!record) return reply.code(404).send({ error: 'submission not found' });
    recordSubmissionOutcome(request, record);
    return serializeOr400(reply, () => serializeSubmission(record, fields, request.query.base64_encoded === 'true', languages));
  });
}
