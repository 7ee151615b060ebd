import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_LEARNER_DOMAIN, learnerEmail } from './learners';
import { LoadCliUsageError, parseLoadCliOptions, USAGE_EXIT_CODE } from './load-cli-options';

const ROOT = join(__dirname, '..', '..');

/** The command line docs/operations.md "Load testing a deployment" gives, as written. */
const DOCUMENTED = ['--url', 'https://staging.example.com', '--duration', '300', '--learners', '200'];

describe('load-test CLI options', () => {
  it('accepts the documented bench:load command without a password: one is generated per run, with a run tag', () => {
    const first = parseLoadCliOptions(DOCUMENTED, 'run', {});
    const second = parseLoadCliOptions(DOCUMENTED, 'run', {});
    expect(first).toMatchObject({ url: 'https://staging.example.com', shape: { rate: 2, rampS: 10, holdS: 300, thinkS: 3 }, learners: 200, domain: DEFAULT_LEARNER_DOMAIN, workers: 1 });
    expect(first.thresholds).toEqual({ runP95Ms: 5000, submitP95Ms: 30_000, errorRate: 0.005, unavailableRate: 0.01 });
    expect(first.password.length).toBeGreaterThanOrEqual(20);
    expect(second.password).not.toBe(first.password);
    expect(first.run).toMatch(/^[0-9a-f]{8}$/);
    expect(second.run).not.toBe(first.run);
    // A run with its own learners: addresses the cleanup still matches (load-learner-%@domain).
    expect(learnerEmail(7, first.domain, first.run)).toBe(`load-learner-${first.run}-0007@${DEFAULT_LEARNER_DOMAIN}`);
  });

  it('reads the open model, the mix, the thresholds and a sessions file (which needs no password)', () => {
    const argv = [...DOCUMENTED, '--rate', '12.5', '--ramp', '0', '--think', '0', '--submit-ratio', '0.4', '--mix', 'accepted=1,too-slow=1', '--max-run-p95', '3000', '--max-503-rate', '0.02', '--sessions', '/tmp/s.json', '--workers', '3'];
    expect(parseLoadCliOptions(argv, 'run', {})).toMatchObject({
      shape: { rate: 12.5, rampS: 0, holdS: 300, thinkS: 0 },
      weights: { submitRatio: 0.4, kinds: { accepted: 1, wrong: 0, 'too-slow': 1, 'compile-error': 0 } },
      thresholds: { runP95Ms: 3000, submitP95Ms: 30_000, errorRate: 0.005, unavailableRate: 0.02 },
      sessions: '/tmp/s.json',
      run: undefined,
      workers: 3,
    });
  });

  it('takes --password, else LOAD_TEST_PASSWORD, and then reuses learners (no run tag)', () => {
    expect(parseLoadCliOptions([...DOCUMENTED, '--password', 'from-the-flag'], 'run', { LOAD_TEST_PASSWORD: 'from-the-env' })).toMatchObject({ password: 'from-the-flag', run: undefined });
    expect(parseLoadCliOptions(DOCUMENTED, 'run', { LOAD_TEST_PASSWORD: 'from-the-env' })).toMatchObject({ password: 'from-the-env', run: undefined });
    expect(() => parseLoadCliOptions([...DOCUMENTED, '--password', 'short'], 'run', {})).toThrow(/at least 8 characters/);
  });

  it('requires a known password to create learners ahead of time, and neither URL nor password to clean up', () => {
    expect(() => parseLoadCliOptions(['--url', 'http://127.0.0.1:3000', '--count', '5'], 'learners', {})).toThrow(/--password or LOAD_TEST_PASSWORD is required/);
    expect(parseLoadCliOptions(['--url', 'http://127.0.0.1:3000', '--count', '5'], 'learners', { LOAD_TEST_PASSWORD: 'staging-secret' })).toMatchObject({ learners: 5, run: undefined });
    expect(parseLoadCliOptions(['--domain', 'example.invalid'], 'cleanup', {})).toMatchObject({ domain: 'example.invalid', password: '', run: undefined });
  });

  it.each([
    ['a missing --url', ['--duration', '5'], /--url must be the gateway's http\(s\) base URL \(/],
    ['a bad --url', ['--url', 'staging.example.com'], /--url must be the gateway's http\(s\) base URL, not "staging.example.com"/],
    ['a non-numeric --duration', ['--url', 'http://127.0.0.1:3000', '--duration', 'five'], /--duration must be a whole number of at least 1, not "five"/],
    ['a zero --learners', ['--url', 'http://127.0.0.1:3000', '--learners', '0'], /--learners must be a whole number/],
    ['a zero --rate', ['--url', 'http://127.0.0.1:3000', '--rate', '0'], /--rate must be a number of arrivals per second above 0, not "0"/],
    ['a --submit-ratio above 1', ['--url', 'http://127.0.0.1:3000', '--submit-ratio', '2'], /--submit-ratio must be a number from 0 to 1, not "2"/],
    ['an unknown kind in --mix', ['--url', 'http://127.0.0.1:3000', '--mix', 'accepted=1,slow=1'], /--mix: unknown solution kind "slow"/],
    ['an unknown option', ['--url', 'http://127.0.0.1:3000', '--learner', '5'], /Unknown option '--learner'/],
  ])('refuses %s with a usage error that names the option', (_, argv, message) => {
    let thrown: unknown;
    try {
      parseLoadCliOptions(argv, 'run', {});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(LoadCliUsageError);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).toContain('options: --url <gateway base URL>');
  });

  it('npm run bench:load -- --help documents every option and exits 0 without touching the network', () => {
    const child = spawnSync(process.execPath, ['-r', '@swc-node/register', 'tools/load/load-test.cli.ts', '--help'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(child.status).toBe(0);
    for (const option of ['--rate', '--ramp', '--duration', '--think', '--workers', '--languages', '--submit-ratio', '--mix', '--sessions', '--max-run-p95', '--max-submit-p95', '--max-error-rate', '--max-503-rate', '--report']) expect(child.stdout).toContain(`  ${option} `);
  });

  it('npm run bench:load with a bad --url exits with code 2 and says why, before touching the network', () => {
    const child = spawnSync(process.execPath, ['-r', '@swc-node/register', 'tools/load/load-test.cli.ts', '--url', 'not-a-url', '--duration', '5'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.stderr).toContain(`--url must be the gateway's http(s) base URL, not "not-a-url"`);
    expect(child.status).toBe(USAGE_EXIT_CODE);
    expect(child.stdout).toBe('');
  });
});
