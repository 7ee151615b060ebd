import { ErrorCode } from '@algosheets/contracts';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../common/api.exception';

/** 409: sign-up with an e-mail that already has an account. */
export class EmailTakenException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.EmailTaken, 'User already exists');
  }
}

/** 401: wrong e-mail or password; deliberately does not say which. */
export class InvalidCredentialsException extends ApiException {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, ErrorCode.InvalidCredentials, 'Invalid email or password');
  }
}

/** 401: the refresh token is missing, unknown, expired, revoked or reused. */
export class SessionInvalidException extends ApiException {
  constructor(message = 'Session expired, please log in again') {
    super(HttpStatus.UNAUTHORIZED, ErrorCode.SessionInvalid, message);
  }
}

/** 403: the double-submit CSRF check failed. */
export class CsrfFailedException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, ErrorCode.CsrfFailed, 'Missing or invalid CSRF token');
  }
}

/** 429 with `Retry-After`: too many failed logins for one account from one IP, or from one IP in all. */
export class TooManyLoginFailuresException extends ApiException {
  constructor(retryAfterS: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, ErrorCode.TooManyRequests, 'Too many failed login attempts, please try again later', undefined, {
      'Retry-After': String(retryAfterS),
    });
  }
}

/**
 * 404: Google sign-in was requested but this deployment configures no Google client. Not a 503: it
 * is how the server is set up, not a passing outage, so retrying cannot help.
 */
export class GoogleSignInUnavailableException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Google sign-in is not configured');
  }
}

/**
 * 409: Google gave a verified address whose account here never verified it; the Google sign-in
 * redirects back with `authError=account_not_verified` instead of linking.
 */
export class GoogleLinkRefusedException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'An account with this e-mail exists but its address is not verified: sign in with its password, or open its verification link first');
  }
}
