import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Role } from '@algosheets/contracts';
import { createDataSource } from '@algosheets/database';
import { isEmail } from 'class-validator';
import { readCliDatabaseUrl } from '../config/cli-env';
import { ensureAccount } from '../users/accounts';

const USAGE = 'usage: npm run user:create-admin -- <email> [--password <password>] [--name <name>]';

/** Parses `<email> [--password p] [--name n]`. @throws Error with the usage line when malformed */
export function parseCreateAdminArgs(argv: string[]): { email: string; password?: string; name?: string } {
  const [email, ...rest] = argv;
  if (!email || !isEmail(email)) throw new Error(USAGE);
  const options: { password?: string; name?: string } = {};
  for (let i = 0; i < rest.length; i += 2) {
    const value = rest[i + 1];
    if (value === undefined) throw new Error(USAGE);
    if (rest[i] === '--password') options.password = value;
    else if (rest[i] === '--name') options.name = value;
    else throw new Error(USAGE);
  }
  if (options.password !== undefined && options.password.length < 6) throw new Error('Password must be atleast of 6 characters');
  return { email, ...options };
}

/**
 * `npm run user:create-admin -- <email> [--password ...]`: creates an admin, or promotes an existing
 * account. Without --password a new account gets a random one, printed once.
 */
async function main(): Promise<void> {
  const args = parseCreateAdminArgs(process.argv.slice(2));
  const dataSource = createDataSource({ url: readCliDatabaseUrl(), applicationName: 'algosheets-cli' });
  await dataSource.initialize();
  try {
    const generated = args.password === undefined ? randomBytes(12).toString('base64url') : undefined;
    const existing = await dataSource.query('SELECT 1 FROM users WHERE email = $1', [args.email.trim().toLowerCase()]);
    const password = existing.length ? args.password : (args.password ?? generated);
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
