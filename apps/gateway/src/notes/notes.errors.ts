import { ErrorCode } from '@algosheets/contracts';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../common/api.exception';

/** 404: no such note, or another learner's (notes are private, so their ids do not leak). */
export class NoteNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NoteNotFound, 'Note not found');
  }
}
