import { ErrorCode } from '@algosheets/contracts';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../common/api.exception';

/** 404: no such sheet, or one the caller may not see (so ids of personal sheets do not leak). */
export class SheetNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.SheetNotFound, 'Playlist not found');
  }
}

/** 409: the owner already has a sheet with this name. */
export class SheetNameTakenException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.SheetNameTaken, 'A sheet with this name already exists');
  }
}

/** 403: the caller may see the sheet but not change it (a public sheet, for a learner). */
export class SheetForbiddenException extends ApiException {
  constructor(message: string) {
    super(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, message);
  }
}

/** 400: some of the problems to add do not exist. */
export class UnknownProblemsException extends ApiException {
  constructor(ids: string[]) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ProblemNotFound, `Unknown problems: ${ids.join(', ')}`, { problemIds: ids.map((id) => `Unknown problem ${id}`) });
  }
}
