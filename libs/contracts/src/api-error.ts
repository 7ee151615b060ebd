/**
 * The one error body every AlgoSheets HTTP API answers with.
 * `details` is field-keyed for validation failures, with the forms' validation messages.
 */
export interface ApiError {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: Record<string, string[]>;
  /** Present on 5xx answers so that an operator can find the log line. */
  requestId?: string;
}

/** Machine-readable error codes. Each feature adds its own; clients switch on `code`, never on `message`. */
export enum ErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  BadRequest = 'BAD_REQUEST',
  Unauthorized = 'UNAUTHORIZED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  TooManyRequests = 'TOO_MANY_REQUESTS',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  InternalError = 'INTERNAL_ERROR',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  EmailTaken = 'EMAIL_TAKEN',
  CsrfFailed = 'CSRF_FAILED',
  SessionInvalid = 'SESSION_INVALID',
  ProblemNotFound = 'PROBLEM_NOT_FOUND',
  /** The published codes keep the API's word for a sheet, playlist. */
  SheetNotFound = 'PLAYLIST_NOT_FOUND',
  SheetNameTaken = 'PLAYLIST_NAME_TAKEN',
  SubmissionNotFound = 'SUBMISSION_NOT_FOUND',
  UnsupportedLanguage = 'UNSUPPORTED_LANGUAGE',
  ExecutionRateLimited = 'EXECUTION_RATE_LIMITED',
  ExecutionQueueFull = 'EXECUTION_QUEUE_FULL',
  ExecutionTimedOut = 'EXECUTION_TIMED_OUT',
  ReferenceSolutionFailed = 'REFERENCE_SOLUTION_FAILED',
  ProblemNotSolved = 'PROBLEM_NOT_SOLVED',
  NoteNotFound = 'NOTE_NOT_FOUND',
  DraftConflict = 'DRAFT_CONFLICT',
  MisdirectedRequest = 'MISDIRECTED_REQUEST',
}
