import { ErrorCode, LANGUAGE_LABELS, type Language } from '@algosheets/contracts';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../common/api.exception';

/**
 * 409: the draft was saved (or deleted) by another tab or device since the revision the client
 * named. The client reads the draft again and decides; nothing was written.
 */
export class DraftConflictException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.DraftConflict, 'This draft was changed in another tab or on another device');
  }
}

/** 400: the problem has no starter in that language, so the editor cannot offer it. */
export class LanguageNotOfferedException extends ApiException {
  constructor(language: Language) {
    const message = `This problem is not offered in ${LANGUAGE_LABELS[language]}`;
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, message, { language: [message] });
  }
}
