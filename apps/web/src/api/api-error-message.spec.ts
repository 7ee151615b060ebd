import { ErrorCode } from '@algosheets/contracts';
import { learnerErrorMessage } from './api-error-message';

/** A failed RTK Query call carrying the gateway's one error body. */
const refused = (message: string, details?: Record<string, string[]>) => ({ status: 400, data: { statusCode: 400, code: ErrorCode.ValidationFailed, message, ...(details ? { details } : {}) } });

describe('learnerErrorMessage', () => {
  it("says in the learner's words that the code is too long, whatever the gateway's wording", () => {
    const error = refused('source_code must be at most 65536 characters', { source_code: ['source_code must be at most 65536 characters'] });
    expect(learnerErrorMessage(error, 'Error while executing code')).toBe('Your code is longer than 65,536 characters, the most a run takes. Shorten it and try again.');
  });

  it('gives the fallback for a message meant for API clients: one naming an API field or an API path', () => {
    expect(learnerErrorMessage(refused('language_id must be one of 50, 54, 62, 63, 71, 74'), 'Error while executing code')).toBe('Error while executing code');
    expect(learnerErrorMessage(refused('Use POST /api/v1/execute-code'), 'Error while executing code')).toBe('Error while executing code');
  });

  it("keeps the gateway's own sentences and falls back when there is no body", () => {
    expect(learnerErrorMessage(refused('Wait 12 s before the next Run or Submit'), 'fallback')).toBe('Wait 12 s before the next Run or Submit');
    expect(learnerErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'fallback')).toBe('fallback');
  });
});
