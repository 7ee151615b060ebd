import 'reflect-metadata';
import { readDatabaseUrl } from '../config/database-env';
import { runMigrations } from '../data-source';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL and prints what it applied. */
async function main(): Promise<void> {
  const applied = await runMigrations({ url: readDatabaseUrl(), applicationName: 'algosheets-migrate' });
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'schema is up to date');
}

main().catch((error: unknown) => {
  console.error(`migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
