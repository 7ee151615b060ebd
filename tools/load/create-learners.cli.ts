/**
 * `npm run load:learners -- --url <gateway base URL> --count <n> --password <p> [--sessions <file>]`
 * (or LOAD_TEST_PASSWORD in the environment instead of `--password`): creates (or checks, when
 * they exist) load-test learners 0 … n-1, `load-learner-NNNN@<domain>`, through the gateway's own
 * sign-up, and with `--sessions` saves their sessions (mode 0600) so that `bench:load --sessions`
 * reuses the tokens instead of signing in again.
 */
import { learnerEmail, learnerSessions } from './learners';
import { failCli, parseLoadCliOptions } from './load-cli-options';

async function main(): Promise<void> {
  const options = parseLoadCliOptions(process.argv.slice(2), 'learners');
  const sessions = await learnerSessions(options);
  console.log(`${sessions.length} load-test learners ready: ${learnerEmail(0, options.domain)} … ${learnerEmail(sessions.length - 1, options.domain)}${options.sessions ? `, sessions in ${options.sessions}` : ''}`);
}

main().catch(failCli);
