import { ErrorCode } from '@algosheets/contracts';
import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * Base of the gateway's typed exceptions: an HTTP status, an {@link ErrorCode} and a message that
 * the global filter renders as the one error body (`{statusCode, code, message, details?}`).
 * Features subclass it (`SheetNotFoundException`, ...), they do not throw it directly.
 */
export abstract class ApiException extends HttpException {
  protected constructor(
    status: HttpStatus,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    /** Response headers the answer must carry, such as `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message, status);
  }
}

/**
 * 400 with field-keyed messages, raised by the validation pipe. The message is the first field's
 * first message (the form's own wording, e.g. 'Enter a valid email'), so a toast can show it as is.
 */
export class ValidationFailedException extends ApiException {
  constructor(details: Record<string, string[]>) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, Object.values(details)[0]?.[0] ?? 'Validation failed', details);
  }
}
