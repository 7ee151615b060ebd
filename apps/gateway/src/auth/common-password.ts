import { AUTH_MESSAGES } from '@algosheets/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { registerDecorator, type ValidationOptions } from 'class-validator';

let common: Set<string> | undefined;

/**
 * Whether `password` is on the common-password list of `@zxcvbn-ts/language-common` (the
 * maintained list zxcvbn-ts scores with: the passwords most often found in leaks,
 * "123456" and "password" first), compared lower-cased as the list is. Built on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => String(entry).toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Fewest characters of a password (the sign-up form's rule, `AUTH_MESSAGES.shortPassword`). */
export const MIN_PASSWORD = 6;

/**
 * class-validator rule for a new password (sign-up): refuses one on the common-password list with
 * `AUTH_MESSAGES.commonPassword`. The length rules stay the DTO's own: a password shorter than
 * {@link MIN_PASSWORD} is left to them, so it gets the length message alone.
 */
export function IsNotCommonPassword(options: ValidationOptions = {}): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isNotCommonPassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: AUTH_MESSAGES.commonPassword, ...options },
      validator: { validate: (value: unknown) => typeof value !== 'string' || value.length < MIN_PASSWORD || !isCommonPassword(value) },
    });
}
