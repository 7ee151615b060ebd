import { JUDGE0_DEFAULT_FIELDS } from '@algosheets/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageRegistry } from '../languages/language-registry';
import type { SubmissionRecord } from '../runner/submission-record';
import { serializeSubmission } from './submission-serializer';

/**
 * Judge0's callback: PUT the finished submission (default fields, base64-encoded) as JSON to
 * `callback_url`, trying up to `maxTries` times with `timeoutMs` each (`CALLBACKS_MAX_TRIES`,
 * `CALLBACKS_TIMEOUT`). A 2xx answer ends the attempts; failures are logged, never thrown.
 */
export async function sendCallback(
  record: SubmissionRecord,
  languages: LanguageRegistry,
  options: { maxTries: number; timeoutMs: number; log: FastifyBaseLogger },
): Promise<void> {
  const url = record.spec.callbackUrl;
  if (url === null) return;
  const body = JSON.stringify(serializeSubmission(record, JUDGE0_DEFAULT_FIELDS, true, languages));
  for (let attempt = 1; attempt <= options.maxTries; attempt++) {
    try {
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (response.ok) return;
      options.log.warn({ token: record.token, attempt, status: response.status }, 'callback refused');
    } catch (error) {
      options.log.warn({ token: record.token, attempt, err: error }, 'callback failed');
    }
  }
}
