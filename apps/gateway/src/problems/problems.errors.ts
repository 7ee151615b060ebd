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
 * 400: a function-signature problem that cannot be judged: its signature or comparator is
 * malformed, or a test case does not match the signature. `details` is keyed by the field
 * (`signature`, `comparator`, `testcases.<index>`), the message names the case and parameter.
 */
export class InvalidSignatureProblemException extends ApiException {
  constructor(field: string, message: string) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, message, { [field]: [message] });
  }
}
