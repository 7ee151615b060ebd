import { Role } from '@algosheets/contracts';
import { User } from '@algosheets/database';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password';

/** An account the command-line tools create or update. */
export interface AccountSpec {
  name: string;
  email: string;
  /** Plain text; stored as an argon2id hash. Omit to keep an existing password. */
  password?: string;
  role: Role;
}

/**
 * Creates the account, or updates an existing one with the same e-mail: role, and password when
 * given. Used by `npm run user:create-admin` and the demo seed; idempotent.
 * @returns whether the account was created
 */
export async function ensureAccount(dataSource: DataSource, spec: AccountSpec): Promise<{ created: boolean; user: User }> {
  const users = dataSource.getRepository(User);
  const email = spec.email.trim().toLowerCase();
  const passwordHash = spec.password === undefined ? undefined : await hashPassword(spec.password);
  const existing = await users.findOneBy({ email });
  if (existing) {
    await users.update({ id: existing.id }, { role: spec.role, ...(passwordHash ? { passwordHash } : {}) });
    return { created: false, user: await users.findOneByOrFail({ id: existing.id }) };
  }
  // Made by the operator, who vouches for the address.
  const user = await users.save(users.create({ name: spec.name, email, role: spec.role, passwordHash: passwordHash ?? null, emailVerifiedAt: new Date() }));
  return { created: true, user };
}

/** Demo accounts `npm start` seeds (so a fresh clone can sign in at once); their passwords are generated. */
export const DEMO_ACCOUNTS: Omit<AccountSpec, 'password'>[] = [
  { name: 'Demo Admin', email: 'admin@algosheets.dev', role: Role.Admin },
  { name: 'Demo Learner', email: 'learner@algosheets.dev', role: Role.User },
];

/** A seeded demo login as the seed prints it. */
export interface DemoLogin {
  role: Role;
  email: string;
  password: string;
}

/**
 * The demo seed of `npm start`: each demo account gets, created or existing, its generated password
 * (`.data/secrets.env`) on every start, so the file always says how to sign in, a rotation of the
 * file rotates them, and a password the repository once published (`admin-demo-123`) cannot survive
 * an upgrade. The admin is left out when `includeAdmin` is false (the web server listens beyond
 * loopback: then no admin signs in with a password from a file).
 * @param passwords the generated passwords by role, each at least 12 characters
 * @throws Error for a shorter password
 * @returns one login per seeded account
 */
export async function seedDemoAccounts(dataSource: DataSource, passwords: Record<Role, string>, includeAdmin: boolean): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  for (const account of DEMO_ACCOUNTS.filter((demo) => includeAdmin || demo.role !== Role.Admin)) {
    const password = passwords[account.role];
    if (password.length < 12) throw new Error(`The generated password of ${account.email} must have at least 12 characters`);
    await ensureAccount(dataSource, { ...account, password });
    logins.push({ role: account.role, email: account.email, password });
  }
  return logins;
}
