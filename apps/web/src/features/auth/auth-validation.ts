import { AUTH_MESSAGES, type LoginRequest, type RegisterRequest } from '@algosheets/contracts';

/** The spec's minimum lengths: password 6, name 3. */
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_NAME_LENGTH = 3;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The spec's login rules, with its messages verbatim. */
export function validateLogin(values: LoginRequest): FieldErrors<LoginRequest> {
  const errors: FieldErrors<LoginRequest> = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = AUTH_MESSAGES.invalidEmail;
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = AUTH_MESSAGES.shortPassword;
  return errors;
}

/** Sign-up: the login rules plus the name minimum of 3 characters. */
export function validateSignup(values: RegisterRequest): FieldErrors<RegisterRequest> {
  const errors: FieldErrors<RegisterRequest> = validateLogin(values);
  if (values.name.trim().length < MIN_NAME_LENGTH) errors.name = AUTH_MESSAGES.shortName;
  return errors;
}
