/**
 * `npm run load:learners -- --url <gateway base URL> --count <n> --password <p>` (or
 * LOAD_TEST_PASSWORD in the environment instead of `--password`): creates (or
 * checks, when they exist) load-test learners 0 … n-1, `load-learner-NNNN@<domain>`, through the
 * gateway's own sign-up, so a load test can start with them signed up already.
 */
import { learnerEmail, signInLearners } from './learners';
import { failCli, parseLoadCliOptions } from './load-cli-options';

async function main(): Promise<void> {
  const options = parseLoadCliOptions(process.argv.slice(2), 'learners');
  const sessions = await signInLearners(options.url, options.learners, options.password, options.domain);
  console.log(`${sessions.length} load-test learners ready: ${learnerEmail(0, options.domain)} … ${learnerEmail(sessions.length - 1, options.domain)}`);
}

main().catch(failCli);
