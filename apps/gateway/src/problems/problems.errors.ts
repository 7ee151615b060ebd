import { ErrorCode } from '@algosheets/contracts';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../common/api.exception';

/** 404: no such problem, or it was deleted. */
export class ProblemNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.ProblemNotFound, 'Problem not found');
  }
}

/**
 * 400: a problem whose complexity declaration cannot be measured (the check that runs in a worker
 * thread; the other definition rules answer `ValidationFailedException` with every fault).
 * `details` holds the faults under the field `complexity`.
 */
export class InvalidComplexityDeclarationException extends ApiException {
  constructor(message: string) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, message, { complexity: [message] });
  }
}
