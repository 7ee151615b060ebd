import { QueryFailedError } from 'typeorm';

/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * True when `error` is PostgreSQL refusing a row that breaks a unique index: the race a prior
 * existence check cannot close (two sign-ups for one e-mail, two sheets with one name).
 */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error as QueryFailedError & { code?: string }).code === UNIQUE_VIOLATION;
}
