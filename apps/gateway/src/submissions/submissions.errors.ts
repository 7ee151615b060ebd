import { ErrorCode } from '@algosheets/contracts';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../common/api.exception';

/** 404: no such submission, or another learner's. */
export class SubmissionNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.SubmissionNotFound, 'Submission not found');
  }
}

/** 429 with `Retry-After: 1`: the learner, or this gateway, holds the most long polls it may at once. */
export class TooManyLongPollsException extends ApiException {
  constructor(message: string) {
    super(HttpStatus.TOO_MANY_REQUESTS, ErrorCode.TooManyRequests, message, undefined, { 'Retry-After': '1' });
  }
}
