import 'reflect-metadata';
import { User, createDataSource } from '@algosheets/database';
import { readCliDatabaseUrl } from '../config/cli-env';
import { DEMO_ACCOUNTS, ensureAccount } from '../users/accounts';

/**
 * Demo seed run by `npm start`: the demo admin and learner, created once (an existing account keeps
 * its password). Prints the logins as JSON lines for the start script.
 */
async function main(): Promise<void> {
  const dataSource = createDataSource({ url: readCliDatabaseUrl(), applicationName: 'algosheets-seed' });
  await dataSource.initialize();
  try {
    for (const account of DEMO_ACCOUNTS) {
      const exists = await dataSource.getRepository(User).existsBy({ email: account.email });
      if (!exists) await ensureAccount(dataSource, account);
      console.log(JSON.stringify({ role: account.role, email: account.email, password: account.password }));
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
