import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { CommandLineExit } from '@algosheets/server-common';
import { parseCreateAdminArgs } from './create-admin.cli';

const USAGE = 'usage: npm run user:create-admin -- <email> [--password <password>] [--name <name>]';

describe('parseCreateAdminArgs', () => {
  it('reads the e-mail and the optional password and name', () => {
    expect(parseCreateAdminArgs(['root@example.com'])).toEqual({ email: 'root@example.com' });
    expect(parseCreateAdminArgs(['root@example.com', '--password', 'secret1', '--name', 'Root'])).toEqual({
      email: 'root@example.com',
      password: 'secret1',
      name: 'Root',
    });
    expect(parseCreateAdminArgs(['--name=Root', 'root@example.com'])).toEqual({ email: 'root@example.com', name: 'Root' });
  });

  it.each([
    [[], 'The e-mail is missing'],
    [['not-an-email'], "'not-an-email' is not an e-mail address"],
    [['root@example.com', '--password'], "Option '--password <value>' argument missing"],
    [['root@example.com', '--role', 'x'], "Unknown option '--role'"],
    [['root@example.com', 'other@example.com'], 'At most 1 argument, got 2'],
  ])('refuses %j with exit code 2, the reason and the usage line', (argv, reason) => {
    expect(() => parseCreateAdminArgs(argv)).toThrow(new CommandLineExit(`${reason}\n${USAGE}`, 2));
    expect(() => parseCreateAdminArgs(argv)).toThrow(expect.objectContaining({ exitCode: 2 }));
  });

  it('applies the sign-up password rule', () => {
    expect(() => parseCreateAdminArgs(['root@example.com', '--password', '12345'])).toThrow('Password must be atleast of 6 characters');
  });
});

describe('npm run user:create-admin (the real process)', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['-r', '@swc-node/register', 'apps/gateway/src/cli/create-admin.cli.ts', ...args], {
      cwd: resolve(__dirname, '../../../..'),
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('prints the usage and exits 0 for --help', () => {
    const result = run('--help');
    expect({ status: result.status, stdout: result.stdout.trim() }).toEqual({ status: 0, stdout: USAGE });
  });

  it('refuses an unknown flag with exit code 2 before touching the database', () => {
    const result = run('root@example.com', '--role', 'admin');
    expect({ status: result.status, stderr: result.stderr.trim() }).toEqual({ status: 2, stderr: `Unknown option '--role'\n${USAGE}` });
  });
});
