import 'reflect-metadata';
import { runMigrations } from '../data-source';
import { readCliDatabaseUrl } from '../config/cli-database-url';

/** `npm run db:migrate`: applies pending migrations (DATABASE_URL, else npm start's embedded database) and prints what it applied. */
async function main(): Promise<void> {
  const applied = await runMigrations({ url: readCliDatabaseUrl(), applicationName: 'algosheets-migrate' });
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'schema is up to date');
}

main().catch((error: unknown) => {
  console.error(`migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
