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
  const user = await users.save(users.create({ name: spec.name, email, role: spec.role, passwordHash: passwordHash ?? null }));
  return { created: true, user };
}

/** Demo accounts `npm start` seeds and prints (so a fresh clone can sign in at once). */
export const DEMO_ACCOUNTS: Required<AccountSpec>[] = [
  { name: 'Demo Admin', email: 'admin@algosheets.dev', password: 'admin-demo-123', role: Role.Admin },
  { name: 'Demo Learner', email: 'learner@algosheets.dev', password: 'learner-demo-123', role: Role.User },
];
