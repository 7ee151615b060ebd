import { parseCreateAdminArgs } from './create-admin.cli';

describe('parseCreateAdminArgs', () => {
  it('reads the e-mail and the optional password and name', () => {
    expect(parseCreateAdminArgs(['root@example.com'])).toEqual({ email: 'root@example.com' });
    expect(parseCreateAdminArgs(['root@example.com', '--password', 'secret1', '--name', 'Root'])).toEqual({
      email: 'root@example.com',
      password: 'secret1',
      name: 'Root',
    });
  });

  it.each([[[]], [['not-an-email']], [['root@example.com', '--password']], [['root@example.com', '--role', 'x']]])(
    'refuses %j with the usage line',
    (argv) => {
      expect(() => parseCreateAdminArgs(argv)).toThrow(/^usage: npm run user:create-admin/);
    },
  );

  it('applies the spec password rule', () => {
    expect(() => parseCreateAdminArgs(['root@example.com', '--password', '12345'])).toThrow('Password must be atleast of 6 characters');
  });
});
