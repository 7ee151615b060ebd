import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const USAGE = 'usage: npm start (the production build), npm run dev (node tools/start/start.mjs --dev: the Vite dev server)';

/** `node tools/start/start.mjs ...args`: each case here ends at the flags, before the preflight or any service. */
function start(...args: string[]) {
  const result = spawnSync(process.execPath, ['tools/start/start.mjs', ...args], { cwd: root, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

describe('npm start flags (readFlags: parseArgs, strict)', () => {
  it('prints the usage and exits 0 for --help and -h', () => {
    expect(start('--help')).toEqual({ status: 0, stdout: USAGE, stderr: '' });
    expect(start('-h')).toEqual({ status: 0, stdout: USAGE, stderr: '' });
  });

  it.each([
    [['--bogus'], "Unknown option '--bogus'"],
    [['--dev=yes'], "Option '--dev' does not take an argument"],
    [['dev'], "Unexpected argument 'dev'. This command does not take positional arguments"],
  ])('refuses %j with exit code 2, the reason and the usage', (args, reason) => {
    expect(start(...args)).toEqual({ status: 2, stdout: '', stderr: `${reason}\n${USAGE}` });
  });
});
