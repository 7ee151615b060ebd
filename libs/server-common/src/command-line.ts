import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The `options` of `node:util` parseArgs: `{ name: { type: 'string' | 'boolean', short?, default?, multiple? } }`. */
export type CommandLineOptions = NonNullable<ParseArgsConfig['options']>;

/** What a command accepts, read by {@link parseCommandLine}. */
export interface CommandLineSpec<O extends CommandLineOptions> {
  /** The usage text, printed for --help and after every refusal. */
  usage: string;
  /** Its flags; `--help`/`-h` is added to every command. */
  options: O;
  /** How many positional arguments it takes at most (default 0). */
  maxPositionals?: number;
  /** String flags whose value must be a positive number (the caller then reads it with `Number`). */
  positiveNumbers?: readonly (keyof O & string)[];
}

/** The flag values parseArgs reads for `O`, typed from the options (string, boolean, arrays for `multiple`). */
export type CommandLineValues<O extends CommandLineOptions> = ReturnType<typeof parseArgs<{ options: O; strict: true; allowPositionals: true }>>['values'];

/** Exit code of a refused command line (the shell's convention for misuse, as `ls --bad` exits 2). */
export const USAGE_EXIT_CODE = 2;

/**
 * A command line that is not a request to run: `--help` (exit code 0, the usage goes to stdout) or a
 * refusal (exit code {@link USAGE_EXIT_CODE}, the reason then the usage go to stderr).
 */
export class CommandLineExit extends Error {
  constructor(
    message: string,
    readonly exitCode: 0 | typeof USAGE_EXIT_CODE,
  ) {
    super(message);
    this.name = 'CommandLineExit';
  }
}

/** The refusal of a command line: exit code 2, the reason, then the usage. */
export function commandLineRefusal(reason: string, usage: string): CommandLineExit {
  return new CommandLineExit(`${reason}\n${usage}`, USAGE_EXIT_CODE);
}

/**
 * Reads `args` (without `node` and the script) with `node:util` parseArgs in strict mode: an unknown
 * flag, a flag without its value, a value given to a boolean flag, more positionals than
 * `maxPositionals` or a `positiveNumbers` flag that is not a positive number is refused.
 * @throws CommandLineExit with exit code 0 and the usage for `--help`/`-h`; with exit code 2 and
 *   the reason followed by the usage for a refusal.
 */
export function parseCommandLine<O extends CommandLineOptions>(
  args: readonly string[],
  spec: CommandLineSpec<O>,
): { values: CommandLineValues<O>; positionals: string[] } {
  const refuse = (reason: string): CommandLineExit => commandLineRefusal(reason, spec.usage);
  let parsed: ReturnType<typeof parseArgs<{ options: O & { help: { type: 'boolean'; short: 'h' } }; strict: true; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...args], options: { ...spec.options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: true });
  } catch (error) {
    // parseArgs throws a TypeError whose code starts ERR_PARSE_ARGS_ for every malformed command line.
    // Its hint after an unknown option (how to pass a positional starting with '-') is cut: the
    // reason is the unknown option, and the usage that follows says what is accepted.
    if (String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS_')) throw refuse((error as Error).message.replace(/\. To specify a positional argument.*$/s, ''));
    throw error;
  }
  const { help, ...values } = parsed.values as Record<string, unknown>;
  if (help === true) throw new CommandLineExit(spec.usage, 0);
  const maxPositionals = spec.maxPositionals ?? 0;
  if (parsed.positionals.length > maxPositionals) {
    throw refuse(maxPositionals === 0 ? `Unexpected argument '${parsed.positionals[0]}'` : `At most ${maxPositionals} argument${maxPositionals === 1 ? '' : 's'}, got ${parsed.positionals.length}`);
  }
  for (const name of spec.positiveNumbers ?? []) {
    const value = values[name];
    if (value !== undefined && !(Number(value) > 0)) throw refuse(`--${name} must be a positive number, not '${String(value)}'`);
  }
  return { values: values as CommandLineValues<O>, positionals: parsed.positionals };
}

/**
 * Runs `read` (a parse of the command line) and ends the process when it throws
 * {@link CommandLineExit}: the usage on stdout and exit 0 for --help, the reason and usage on stderr
 * and exit 2 for a refusal. Any other error is rethrown.
 */
export function exitOnCommandLineError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof CommandLineExit)) throw error;
    if (error.exitCode === 0) console.log(error.message);
    else console.error(error.message);
    process.exit(error.exitCode);
  }
}

/** {@link parseCommandLine} of this process's arguments, ending the process for --help or a refusal (see {@link exitOnCommandLineError}). */
export function readCommandLine<O extends CommandLineOptions>(spec: CommandLineSpec<O>): { values: CommandLineValues<O>; positionals: string[] } {
  return exitOnCommandLineError(() => parseCommandLine(process.argv.slice(2), spec));
}
