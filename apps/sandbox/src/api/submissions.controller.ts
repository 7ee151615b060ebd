import type { Judge0SubmissionField } from '@algosheets/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxConfig } from '../config/sandbox-config';
import type { LanguageRegistry } from '../languages/language-registry';
import type { SubmissionExecutor } from '../runner/submission-executor';
import type { SubmissionRecord } from '../runner/submission-record';
import type { SubmissionStore } from '../runner/submission-store';
import { admitsFairly, FAIR_SHARE_HEADER, fairShareKey } from '../runner/fair-share';
import { CallbackGuard } from './callback-guard';
import { sendCallback } from './callback-sender';
import type { SandboxLifecycle } from './health.controller';
import { type ParsedSubmission, parseSubmission } from './submission-request';
import { NotUtf8Error, parseFields, serializeSubmission } from './submission-serializer';

interface Deps {
  config: SandboxConfig;
  store: SubmissionStore;
  executor: SubmissionExecutor;
  languages: LanguageRegistry;
  lifecycle: SandboxLifecycle;
}

/** Judge0 answers 503 with `{"error": ...}` when it takes no submissions (maintenance mode, full queue). */
const DRAINING_ERROR = { error: 'the sandbox is shutting down; submit to another instance' };

type Query = { base64_encoded?: string; wait?: string; fields?: string; tokens?: string };

/**
 * Judge0 CE submission endpoints (Judge0's `config/routes.rb`):
 * `POST /submissions`, `GET /submissions/{token}`, `POST /submissions/batch`,
 * `GET /submissions/batch?tokens=`. `base64_encoded` defaults to false as in v1.13.1. One
 * extension: the `X-Fair-Share-Key` header names whose work a submission is; slots and, at
 * `MAX_QUEUE_SIZE`, the queue are shared fairly between keys (`runner/fair-share.ts`).
 */
export function registerSubmissionRoutes(app: FastifyInstance, deps: Deps): void {
  const { config, store, executor, languages, lifecycle } = deps;
  const guard = new CallbackGuard(config.callbackAllowedHosts);

  /** Adds a 422 error on `callback_url` when it may not be called (see CallbackGuard). */
  const guardCallback = async (parsed: ParsedSubmission): Promise<ParsedSubmission> => {
    if (!parsed.ok || parsed.spec.callbackUrl === null) return parsed;
    const reason = await guard.check(parsed.spec.callbackUrl);
    return reason === null ? parsed : { ok: false, errors: { callback_url: [reason] } };
  };

  const submit = (record: Parameters<SubmissionStore['create']>[0], key: string): SubmissionRecord =>
    store.create(
      record,
      async (created) => {
        await executor.execute(created);
        if (created.spec.callbackUrl !== null) {
          void sendCallback(created, languages, { maxTries: config.callbacksMaxTries, timeoutMs: config.callbacksTimeoutSeconds * 1000, log: app.log, guard });
        }
      },
      key,
    );

  const fieldsOr400 = (reply: FastifyReply, fields: string | undefined): readonly Judge0SubmissionField[] | null => {
    const parsed = parseFields(fields);
    if (parsed.ok) return parsed.fields;
    void reply.code(400).send({ error: `invalid fields: [${parsed.invalid.join(', ')}]` });
    return null;
  };

  const serializeOr400 = (reply: FastifyReply, produce: () => unknown): FastifyReply => {
    try {
      return reply.send(produce());
    } catch (error) {
      if (error instanceof NotUtf8Error) return reply.code(400).send({ error: error.message });
      throw error;
    }
  };

  app.post<{ Querystring: Query }>('/submissions', async (request, reply) => {
    if (lifecycle.draining) return reply.code(503).send(DRAINING_ERROR);
    const base64 = request.query.base64_encoded === 'true';
    const wait = request.query.wait === 'true';
    if (wait && !config.enableWaitResult) return reply.code(400).send({ error: 'wait not allowed' });
    const fields = wait ? fieldsOr400(reply, request.query.fields) : [];
    if (fields === null) return reply;
    const parsed = await guardCallback(parseSubmission(request.body, base64, languages));
    if (!parsed.ok) return reply.code(422).send(parsed.errors);
    const key = fairShareKey(request.headers[FAIR_SHARE_HEADER]);
    if (!admitsFairly(store, key, 1, config.maxQueueSize)) return reply.code(503).send({ error: 'queue is full' });
    const record = submit(parsed.spec, key);
    if (!wait) return reply.code(201).send({ token: record.token });
    await record.done;
    reply.code(201);
    return serializeOr400(reply, () => serializeSubmission(record, fields, base64, languages));
  });

  app.post<{ Querystring: Query }>('/submissions/batch', async (request, reply) => {
    if (lifecycle.draining) return reply.code(503).send(DRAINING_ERROR);
    const base64 = request.query.base64_encoded === 'true';
    const items = (request.body as { submissions?: unknown } | null)?.submissions;
    if (!Array.isArray(items) || items.length === 0) return reply.code(400).send({ error: 'there should be at least one submission in a batch' });
    if (items.length > config.maxBatchSize) {
      return reply.code(400).send({ error: `number of submissions in a batch should be less than or equal to ${config.maxBatchSize}` });
    }
    const parsed = await Promise.all(items.map((item) => guardCallback(parseSubmission(item, base64, languages))));
    const valid = parsed.filter((p) => p.ok).length;
    if (valid === 0) return reply.code(422).send(parsed.map((p) => (p.ok ? null : p.errors)));
    const key = fairShareKey(request.headers[FAIR_SHARE_HEADER]);
    if (!admitsFairly(store, key, valid, config.maxQueueSize)) return reply.code(503).send({ error: 'queue is full' });
    return reply.code(201).send(parsed.map((p) => (p.ok ? { token: submit(p.spec, key).token } : p.errors)));
  });

  app.get<{ Querystring: Query }>('/submissions/batch', async (request, reply) => {
    const base64 = request.query.base64_encoded === 'true';
    const raw = request.query.tokens ?? (request.headers.tokens as string | undefined) ?? '';
    const tokens = raw.split(',').map((t) => t.trim()).filter((t) => t !== '');
    if (tokens.length === 0) return reply.code(400).send({ error: 'there should be at least one submission in a batch' });
    if (tokens.length > config.maxBatchSize) {
      return reply.code(400).send({ error: `number of submissions in a batch should be less than or equal to ${config.maxBatchSize}` });
    }
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
    return serializeOr400(reply, () => serializeSubmission(record, fields, request.query.base64_encoded === 'true', languages));
  });
}
