import 'reflect-metadata';
import { createDataSource } from '@algosheets/database';
import { readCliDatabaseUrl, readDemoPasswords } from '../config/cli-env';
import { seedDemoAccounts } from '../users/accounts';

/**
 * Demo seed run by `npm start`: the demo learner, and the demo admin unless `--no-admin`, with the
 * passwords `npm start` generated into `.data/secrets.env` (`DEMO_LEARNER_PASSWORD`,
 * `DEMO_ADMIN_PASSWORD`). Prints the logins as JSON lines for the start script.
 */
async function main(): Promise<void> {
  const includeAdmin = !process.argv.includes('--no-admin');
  const passwords = readDemoPasswords();
  const dataSource = createDataSource({ url: readCliDatabaseUrl(), applicationName: 'algosheets-seed' });
  await dataSource.initialize();
  try {
    for (const login of await seedDemoAccounts(dataSource, passwords, includeAdmin)) console.log(JSON.stringify(login));
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
