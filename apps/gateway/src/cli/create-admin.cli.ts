import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Role } from '@algosheets/contracts';
import { User, createDataSource } from '@algosheets/database';
import { commandLineRefusal, exitOnCommandLineError, parseCommandLine } from '@algosheets/server-common';
import { isEmail } from 'class-validator';
import { readCliDatabaseUrl } from '../config/cli-env';
import { ensureAccount } from '../users/accounts';

const USAGE = 'usage: npm run user:create-admin -- <email> [--password <password>] [--name <name>]';

/**
 * Parses `<email> [--password p] [--name n]` (node:util parseArgs, strict).
 * @throws CommandLineExit for --help (exit 0), or with the usage line for an unknown flag, a flag
 *   without its value, a missing or malformed e-mail or a second positional (exit 2)
 * @throws Error when the password breaks the sign-up rule of at least 6 characters
 */
export function parseCreateAdminArgs(argv: string[]): { email: string; password?: string; name?: string } {
  const { values, positionals } = parseCommandLine(argv, { usage: USAGE, options: { password: { type: 'string' }, name: { type: 'string' } }, maxPositionals: 1 });
  const [email] = positionals;
  if (!email || !isEmail(email)) throw commandLineRefusal(email ? `'${email}' is not an e-mail address` : 'The e-mail is missing', USAGE);
  if (values.password !== undefined && values.password.length < 6) throw new Error('Password must be atleast of 6 characters');
  return { email, ...values };
}

/**
 * `npm run user:create-admin -- <email> [--password ...]`: creates an admin, or promotes an existing
 * account. Without --password a new account gets a random one, printed once.
 */
async function main(): Promise<void> {
  const args = exitOnCommandLineError(() => parseCreateAdminArgs(process.argv.slice(2)));
  const dataSource = createDataSource({ url: readCliDatabaseUrl(), applicationName: 'algosheets-cli' });
  await dataSource.initialize();
  try {
    const generated = args.password === undefined ? randomBytes(12).toString('base64url') : undefined;
    const existing = await dataSource.getRepository(User).existsBy({ email: args.email.trim().toLowerCase() });
    const password = existing ? args.password : (args.password ?? generated);
    const { created, user } = await ensureAccount(dataSource, { name: args.name ?? args.email.split('@')[0], email: args.email, password, role: Role.Admin });
    console.log(`${created ? 'created' : 'promoted'} admin ${user.email}${created && !args.password ? ` with password ${generated}` : ''}`);
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
