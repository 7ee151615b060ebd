import { CommandLineExit, parseCommandLine, USAGE_EXIT_CODE } from './command-line';

const USAGE = 'usage: tool [--name <name>] [--verbose] [--runs <n>] [file]';
const SPEC = {
  usage: USAGE,
  options: { name: { type: 'string' }, verbose: { type: 'boolean' }, runs: { type: 'string', default: '5' } },
  maxPositionals: 1,
  positiveNumbers: ['runs'],
} as const;

/** The CommandLineExit that parsing `args` throws. */
function exitOf(args: string[]): CommandLineExit {
  try {
    parseCommandLine(args, SPEC);
  } catch (error) {
    if (error instanceof CommandLineExit) return error;
    throw error;
  }
  throw new Error(`parsing ${JSON.stringify(args)} did not stop`);
}

describe('parseCommandLine', () => {
  it('reads flags, defaults and positionals', () => {
    expect(parseCommandLine(['--name', 'Root', '--verbose', 'a.txt'], SPEC)).toEqual({ values: { name: 'Root', verbose: true, runs: '5' }, positionals: ['a.txt'] });
    expect(parseCommandLine(['--runs=12'], SPEC)).toEqual({ values: { runs: '12' }, positionals: [] });
  });

  it('answers --help and -h with the usage and exit code 0', () => {
    for (const flag of ['--help', '-h']) {
      const exit = exitOf([flag]);
      expect(exit.exitCode).toBe(0);
      expect(exit.message).toBe(USAGE);
    }
  });

  it.each([
    [['--role', 'x'], "Unknown option '--role'"],
    [['--name'], "Option '--name <value>' argument missing"],
    [['--verbose=yes'], "Option '--verbose' does not take an argument"],
    [['a.txt', 'b.txt'], 'At most 1 argument, got 2'],
    [['--runs', 'many'], "--runs must be a positive number, not 'many'"],
    [['--runs', '0'], "--runs must be a positive number, not '0'"],
  ])('refuses %j with exit code 2, the reason and the usage', (args, reason) => {
    const exit = exitOf(args);
    expect(exit.exitCode).toBe(USAGE_EXIT_CODE);
    expect(exit.message).toBe(`${reason}\n${USAGE}`);
  });

  it('refuses any positional when the command takes none', () => {
    expect(() => parseCommandLine(['extra'], { usage: USAGE, options: {} })).toThrow("Unexpected argument 'extra'");
  });
});
