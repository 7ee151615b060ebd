/**
 * `npm run bench:load -- --url <gateway base URL> --duration <s> --learners <n> [--password <p>]`:
 * signs in (or signs up) the load-test learners, picks the deployment's problems that have a
 * reference solution in content/, drives Run and Submit with autocannon for the duration and
 * prints throughput, latency p50/p95/p99, answers by status and verdicts
 * (docs/operations.md "Load testing"). Without `--password` or LOAD_TEST_PASSWORD it signs up
 * fresh learners with a password generated for this run, which it never prints.
 * Exit 0 when it ran, 1 on a setup failure, 2 on bad options.
 */
import { learnerEmail, signInLearners } from './learners';
import { failCli, parseLoadCliOptions } from './load-cli-options';
import { buildLoadPlan, parseLanguages } from './load-plan';
import { formatReport, runLoadTest } from './load-test';

async function main(): Promise<void> {
  const options = parseLoadCliOptions(process.argv.slice(2), 'run');
  const sessions = await signInLearners(options.url, options.learners, options.password, options.domain, options.run);
  const plan = await buildLoadPlan(sessions[0], parseLanguages(options.languages), options.problems);
  const who = `${learnerEmail(0, options.domain, options.run)} …${options.run === undefined ? '' : ', signed up for this run with a generated password; load:cleanup removes them'}`;
  console.log(`${sessions.length} learners signed in (${who}); ${plan.length} request kinds (${new Set(plan.map((item) => item.body.problemId)).size} problems)`);
  console.log(formatReport(await runLoadTest(options.url, sessions, plan, options.durationS)));
}

main().catch(failCli);
