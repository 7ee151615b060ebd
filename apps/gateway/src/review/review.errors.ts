import { ErrorCode } from '@algosheets/contracts';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../common/api.exception';

/** 409: a problem is rated after an Accepted submit; this caller has none for it. */
export class ProblemNotSolvedException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.ProblemNotSolved, 'Solve the problem (an Accepted submit) before rating it');
  }
}
