// Flag parsing of the plain-ESM scripts (`npm start` runs before `npm install`, so it cannot load
// the TypeScript `readCommandLine` of @algosheets/server-common): the same rule, node:util
// parseArgs in strict mode; --help prints the usage and exits 0, a malformed command line prints
// the reason and the usage and exits 2.
import { parseArgs } from 'node:util';

/**
 * This process's flags read by `options` (parseArgs' shape); no positional arguments.
 * Ends the process for --help/-h (exit 0, usage on stdout) or a refusal (exit 2, on stderr).
 */
export function readFlags({ usage, options }) {
  try {
    const { values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true });
    if (!values.help) return values;
    console.log(usage);
    process.exit(0);
  } catch (error) {
    if (!String(error?.code).startsWith('ERR_PARSE_ARGS_')) throw error;
    // Node's hint after an unknown option (how to pass a positional starting with '-') is cut: these scripts take none.
    console.error(`${error.message.replace(/\. To specify a positional argument.*$/s, '')}\n${usage}`);
    process.exit(2);
  }
}
