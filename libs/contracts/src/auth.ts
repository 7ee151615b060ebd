import type { ApiUser } from './users';

/** `POST /auth/register`. */
export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
}

/** `POST /auth/login`. */
export interface LoginRequest {
  email: string;
  password: string;
}

/** Answer of register, login, check and refreshTokens: the signed-in user. */
export interface AuthResponse {
  message: string;
  user: ApiUser;
}

/** Answer of logout and other calls that only report success. */
export interface MessageResponse {
  message: string;
}

/**
 * `GET /auth/providers`: the sign-in methods this deployment offers besides e-mail and password.
 * `google` is false when the server configures no Google client (its Google routes then answer
 * 404), so the web can disable its Google button with a reason instead of sending the browser there.
 */
export interface AuthProvidersResponse {
  google: boolean;
}

/** Validation messages of the sign-up and login forms, word for word ('atleast' included). */
export const AUTH_MESSAGES = {
  invalidEmail: 'Enter a valid email',
  shortPassword: 'Password must be atleast of 6 characters',
  shortName: 'Name must be atleast 3 character',
  /** A password on the common-password list (the gateway's check; at least the minimum length too). */
  commonPassword: 'This password is among the most common ones: choose another',
  /** Sign-up with an e-mail that already has an account; the screen offers to log in instead. */
  emailTaken: 'An account with this email already exists',
} as const;

/** Request header carrying the browser's IANA time zone, so login days are the user's own days. */
export const TIME_ZONE_HEADER = 'X-Timezone';

/** Double-submit CSRF cookie and header names (axios's and Angular's default names). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
