import { ErrorCode, LANGUAGE_ID_MESSAGE } from '@algosheets/contracts';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../common/api.exception';

/** 429: the user has too many executions in flight or started too many this minute. */
export class ExecutionRateLimitedException extends ApiException {
  constructor(message: string, retryAfterS: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, ErrorCode.ExecutionRateLimited, message, undefined, { 'Retry-After': String(retryAfterS) });
  }
}

/** 503: the execution queue holds more waiting jobs than its bound (Judge0 answers "queue is full" likewise). */
export class ExecutionQueueFullException extends ApiException {
  constructor(retryAfterS: number) {
    super(HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.ExecutionQueueFull, 'The code runner is busy, please retry shortly', undefined, {
      'Retry-After': String(retryAfterS),
    });
  }
}

/** 503: a Run or a validation did not finish within its bound (a Submit answers 202 instead). */
export class ExecutionTimedOutException extends ApiException {
  constructor(message: string, retryAfterS: number) {
    super(HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.ExecutionTimedOut, message, undefined, { 'Retry-After': String(retryAfterS) });
  }
}

/** 400: `language_id` is not a language of the table (`LANGUAGE_ID_MESSAGE` names them). */
export class UnsupportedLanguageException extends ApiException {
  constructor(languageId: number) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.UnsupportedLanguage, `Language ${languageId} is not supported`, {
      language_id: [LANGUAGE_ID_MESSAGE],
    });
  }
}

/** 400: the problem has no test case to run (a Run without input, or a problem without tests). */
export class NothingToRunException extends ApiException {
  constructor(message: string) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.BadRequest, message);
  }
}

/**
 * 400: a custom test case does not match the problem's signature; the message names the case
 * (from 1) and the parameter, e.g. `case 2, parameter "nums": expected int[] but got "abc"`.
 */
export class InvalidTestCaseException extends ApiException {
  constructor(message: string) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.BadRequest, message);
  }
}

/** 400: a reference solution failed a test case or did not compile; the message names which. */
export class ReferenceSolutionFailedException extends ApiException {
  constructor(message: string, details: Record<string, string[]>) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ReferenceSolutionFailed, message, details);
  }
}

/**
 * 409: the counterexample finder cannot search this problem: its signature has no input generator
 * yet (a parameter without constraints) or it has no reference solution to compare with.
 */
export class NoInputGeneratorException extends ApiException {
  constructor(message: string) {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, message);
  }
}

/** 503: the counterexample search could not run (the sandbox failed it); the message says why. */
export class CounterexampleFailedException extends ApiException {
  constructor(reason: string, retryAfterS: number) {
    super(HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.ServiceUnavailable, `The counterexample search could not run: ${reason}`, undefined, { 'Retry-After': String(retryAfterS) });
  }
}

/** 409: this problem declares no complexity (or has no reference to compare with), so its growth cannot be measured. */
export class NoComplexityDeclarationException extends ApiException {
  constructor(message: string) {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, message);
  }
}

/** 503: the growth analysis could not run (the sandbox or the problem's declaration failed it); the message says why. */
export class ComplexityFailedException extends ApiException {
  constructor(reason: string, retryAfterS: number) {
    super(HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.ServiceUnavailable, `The growth analysis could not run: ${reason}`, undefined, { 'Retry-After': String(retryAfterS) });
  }
}
