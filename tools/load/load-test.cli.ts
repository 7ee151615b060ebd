/**
 * `npm run bench:load -- --url <gateway base URL> [options]` (`--help` lists them): signs in the
 * load-test learners (or reuses the tokens of a `--sessions` file of load:learners), builds the
 * mix from content/ and the deployment's problems, runs Artillery in an open model, prints verdict
 * latency per mode × language, refusals apart, per-interval series and the JSON summary
 * (docs/operations.md "Load testing"). Without `--password`, LOAD_TEST_PASSWORD or `--sessions`
 * it signs up fresh learners with a password generated for this run, which it never prints.
 * Exit 0 when every threshold held, 1 when one broke or the setup failed, 2 on bad options.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HELP, failCli, parseLoadCliOptions } from './load-cli-options';
import { buildLoadMix, parseLanguages } from './load-mix';
import { writeRunFiles } from './load-run-files';
import { learnerSessions } from './learners';
import { artilleryScript, formatSummary, runArtillery, summarize } from './load-test';

async function main(): Promise<void> {
  const options = parseLoadCliOptions(process.argv.slice(2), 'run');
  if (options.help) return void process.stdout.write(HELP);
  const sessions = await learnerSessions(options);
  const mix = await buildLoadMix(sessions[0], parseLanguages(options.languages), options.problems);
  console.log(`${sessions.length} learners ready; mix of ${mix.length} requests over ${new Set(mix.map((item) => item.body.problemId)).size} problems`);
  const runDir = writeRunFiles({
    url: options.url,
    mix,
    weights: options.weights,
    sessions: sessions.map((session, index) => ({ email: String(index), cookies: session.cookieJar() })),
  });
  const scriptPath = join(runDir, 'script.json');
  writeFileSync(scriptPath, JSON.stringify(artilleryScript(options.url, options.shape, join(__dirname, 'artillery-processor.cjs'))), { mode: 0o600 });
  const summary = summarize(await runArtillery(scriptPath, runDir, options.workers), options.thresholds);
  console.log(formatSummary(summary));
  const json = JSON.stringify({ shape: options.shape, thresholds: options.thresholds, ...summary }, null, 2);
  console.log(json);
  if (options.report) writeFileSync(options.report, `${json}\n`);
  if (summary.failures.length > 0) process.exitCode = 1;
}

main().catch(failCli);
