import { ErrorCode } from '@algosheets/contracts';
import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * Base of the gateway's typed exceptions: an HTTP status, an {@link ErrorCode} and a message that
 * the global filter renders as the one error body (DESIGN.md section 4). Features subclass it
 * (`PlaylistNotFoundException`, ...), they do not throw it directly.
 */
export abstract class ApiException extends HttpException {
  protected constructor(
    status: HttpStatus,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message, status);
  }
}

/** 400 with field-keyed messages, raised by the validation pipe. */
export class ValidationFailedException extends ApiException {
  constructor(details: Record<string, string[]>) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'Validation failed', details);
  }
}
