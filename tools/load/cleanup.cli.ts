/**
 * `DATABASE_URL=… npm run load:cleanup [-- --domain <e-mail domain>]`: removes the load-test
 * learners and everything they created (submissions, results, sessions) from the database.
 */
import { readContentEnv } from '../content/config/content-env';
import { removeLoadTestUsers } from './cleanup';
import { failCli, parseLoadCliOptions } from './load-cli-options';

async function main(): Promise<void> {
  const options = parseLoadCliOptions(process.argv.slice(2), 'cleanup');
  const summary = await removeLoadTestUsers(readContentEnv().databaseUrl, options.domain);
  console.log(`removed ${summary.users} load-test learners and ${summary.submissions} submissions (@${options.domain})`);
}

main().catch(failCli);
