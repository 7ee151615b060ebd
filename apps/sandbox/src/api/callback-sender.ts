import { JUDGE0_DEFAULT_FIELDS } from '@algosheets/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { LanguageRegistry } from '../languages/language-registry';
import type { SubmissionRecord } from '../runner/submission-record';
import { type CallbackGuard, hostOf, isNonPublicAddress } from './callback-guard';
import { serializeSubmission } from './submission-serializer';

/**
 * Judge0's callback: PUT the finished submission (default fields, base64-encoded) as JSON to
 * `callback_url`, trying up to `maxTries` times with `timeoutMs` each (`CALLBACKS_MAX_TRIES`,
 * `CALLBACKS_TIMEOUT`). A 2xx answer ends the attempts; failures are logged, never thrown. Every
 * connection goes through `guard` (no private, loopback or link-local address unless the host is
 * allowed), and redirects are not followed.
 */
export async function sendCallback(
  record: SubmissionRecord,
  languages: LanguageRegistry,
  options: { maxTries: number; timeoutMs: number; log: FastifyBaseLogger; guard: CallbackGuard },
): Promise<void> {
  const url = record.spec.callbackUrl;
  if (url === null) return;
  const body = JSON.stringify(serializeSubmission(record, JUDGE0_DEFAULT_FIELDS, true, languages));
  for (let attempt = 1; attempt <= options.maxTries; attempt++) {
    try {
      const status = await put(new URL(url), body, options.timeoutMs, options.guard);
      if (status >= 200 && status < 300) return;
      options.log.warn({ token: record.token, attempt, status }, 'callback refused');
    } catch (error) {
      options.log.warn({ token: record.token, attempt, err: error }, 'callback failed');
    }
  }
}

/** One PUT; resolves with the answer's status code. */
function put(url: URL, body: string, timeoutMs: number, guard: CallbackGuard): Promise<number> {
  const host = hostOf(url);
  const checked = !guard.allows(host);
  if (checked && isIP(host) !== 0 && isNonPublicAddress(host)) return Promise.reject(new Error(`callback host ${host} is a non-public address`));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
        ...(checked ? { lookup: guard.lookup } : {}),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`callback timed out after ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
