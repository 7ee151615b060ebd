import type { z } from 'zod';
import { loginSchema, signupSchema } from './auth-schemas';

/** Field name to message, as the form shows them. */
function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('auth form schemas (rules and messages as the forms word them)', () => {
  it('accepts a valid login and trims the e-mail but not the password', () => {
    expect(loginSchema.parse({ email: '  a@b.co ', password: ' 12345' })).toEqual({ email: 'a@b.co', password: ' 12345' });
  });

  it('rejects a malformed e-mail and a 5-character password with the form messages', () => {
    expect(messages(loginSchema.safeParse({ email: 'not-an-email', password: '12345' }))).toEqual({
      email: 'Enter a valid email',
      password: 'Password must be atleast of 6 characters',
    });
    expect(messages(loginSchema.safeParse({ email: 'a b@c.de', password: '123456' }))).toEqual({ email: 'Enter a valid email' });
  });

  it('requires a trimmed name of 3 characters on sign-up, on top of the login rules', () => {
    expect(messages(signupSchema.safeParse({ name: ' Al ', email: 'a@b.co', password: '123456' }))).toEqual({ name: 'Name must be atleast 3 character' });
    expect(messages(signupSchema.safeParse({ name: 'Ada', email: 'x', password: '1' }))).toEqual({ email: 'Enter a valid email', password: 'Password must be atleast of 6 characters' });
    expect(signupSchema.parse({ name: ' Ada ', email: 'a@b.co', password: '123456' })).toEqual({ name: 'Ada', email: 'a@b.co', password: '123456' });
  });
});
