import { validateLogin, validateSignup } from './auth-validation';

describe('auth form rules (messages as the spec words them)', () => {
  it('accepts a valid login', () => {
    expect(validateLogin({ email: 'a@b.co', password: '123456' })).toEqual({});
  });

  it('rejects a malformed e-mail and a 5-character password with the spec messages', () => {
    expect(validateLogin({ email: 'not-an-email', password: '12345' })).toEqual({
      email: 'Enter a valid email',
      password: 'Password must be atleast of 6 characters',
    });
  });

  it('requires a name of 3 characters on sign-up', () => {
    expect(validateSignup({ name: 'Al', email: 'a@b.co', password: '123456' })).toEqual({ name: 'Name must be atleast 3 character' });
    expect(validateSignup({ name: 'Ada', email: 'a@b.co', password: '123456' })).toEqual({});
  });
});
