import { AUTH_MESSAGES } from '@algosheets/contracts';
import { z } from '../../lib/zod';

/** The sign-up and login forms' minimum lengths: password 6, name 3 (characters). */
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_NAME_LENGTH = 3;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The login form's rules, with its messages verbatim: a valid e-mail (checked and sent trimmed)
 * and a password of at least 6 characters (sent as typed: spaces may belong to it).
 * Parsing yields the `LoginRequest` the gateway takes.
 */
export const loginSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail),
  password: z.string().min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.shortPassword),
});

/** Sign-up: the login rules plus a name of at least 3 characters (trimmed). Parses to a `RegisterRequest`. */
export const signupSchema = loginSchema.extend({
  name: z.string().trim().min(MIN_NAME_LENGTH, AUTH_MESSAGES.shortName),
});

export type LoginFormValues = z.input<typeof loginSchema>;
export type SignupFormValues = z.input<typeof signupSchema>;
