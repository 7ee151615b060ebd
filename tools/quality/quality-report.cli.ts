/**
 * The code-quality report, `npm run report:quality [-- --max-clones N --max-oversized N]`:
 *
 * 1. Duplication: jscpd over apps/ and libs/ as `.jscpd.json` configures it (TypeScript and TSX;
 *    specs, e2e specs, migrations and generated files ignored; clones of at least 6 lines), at
 *    50 tokens (the figure the gate uses) and at 30 tokens; clone count, duplicated lines,
 *    percentage, and every clone pair of the 50-token run.
 * 2. Size: every function over 60 lines and every React component over 200 lines in the apps' and
 *    libraries' production sources, longest first; functions exempted with `// size: <reason>`
 *    on the line above are listed apart with their reasons.
 *
 * Exit code 0 (it is a report) unless a limit is given and exceeded: then 1. Bad options: 2.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findClones, type DuplicationResult } from './duplication';
import { MAX_COMPONENT_LINES, MAX_FUNCTION_LINES, sizeReport, type FunctionSize, type SizeReport } from './size-analysis';

/** Clone size of the gated duplication figure, tokens (jscpd's default). */
const GATE_MIN_TOKENS = 50;
/** Clone size of the finer figure, tokens. */
const FINE_MIN_TOKENS = 30;

const USAGE = 'usage: npm run report:quality [-- --max-clones N] [--max-oversized N]';

/** The gates given on the command line; undefined means report only. */
interface Limits {
  maxClones?: number;
  maxOversized?: number;
}

function limit(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new Error(`--${name} must be a whole number of at least 0, not "${text}"`);
  return Number(text);
}

/** @throws Error naming the option when one is unknown or not a whole number */
function parseLimits(argv: string[]): Limits {
  const { values } = parseArgs({ args: argv, options: { 'max-clones': { type: 'string' }, 'max-oversized': { type: 'string' } } });
  return { maxClones: limit('max-clones', values['max-clones']), maxOversized: limit('max-oversized', values['max-oversized']) };
}

const percent = (value: number) => `${value.toFixed(2)}%`;

function printDuplication(gated: DuplicationResult, fine: DuplicationResult): void {
  console.log('Duplication (jscpd, .jscpd.json: apps/ and libs/, TypeScript and TSX, clones of 6+ lines)');
  for (const result of [gated, fine]) {
    console.log(
      `  ${String(result.minTokens).padStart(2)}+ tokens: ${result.clones} clone${result.clones === 1 ? '' : 's'}, ${result.duplicatedLines} duplicated lines of ${result.lines} (${percent(result.percentage)}) in ${result.sources} files`,
    );
  }
  console.log(`  clone pairs at ${gated.minTokens}+ tokens:`);
  for (const pair of gated.pairs) {
    console.log(`    ${pair.first.file}:${pair.first.start}-${pair.first.end} ↔ ${pair.second.file}:${pair.second.start}-${pair.second.end} (${pair.lines} lines, ${pair.tokens} tokens)`);
  }
  if (gated.pairs.length === 0) console.log('    none');
}

const formatSize = (size: FunctionSize) => `${String(size.lines).padStart(5)} lines  ${size.kind.padEnd(9)} ${size.file}:${size.line} ${size.name}`;

function printSizes(report: SizeReport): void {
  const count = (kind: FunctionSize['kind'], list: FunctionSize[]) => {
    const found = list.filter((size) => size.kind === kind).length;
    return `${found} ${kind}${found === 1 ? '' : 's'}`;
  };
  console.log(`\nSize (TypeScript compiler API: ${report.functions} functions in ${report.files} production files of apps/*/src and libs/*/src)`);
  console.log(
    `  over the limit: ${report.oversized.length} (${count('function', report.oversized)} over ${MAX_FUNCTION_LINES} lines, ` +
      `${count('component', report.oversized)} over ${MAX_COMPONENT_LINES} lines); exempted: ${report.exempted.length}`,
  );
  for (const size of report.oversized) console.log(`  ${formatSize(size)}`);
  if (report.exempted.length > 0) {
    console.log('  exempted with // size: <reason>');
    for (const size of report.exempted) console.log(`  ${formatSize(size)}  (${size.exemption})`);
  }
}

/** Prints the report and answers the exit code: 1 when a given limit is exceeded, else 0. */
function main(argv: string[]): number {
  let limits: Limits;
  try {
    limits = parseLimits(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const root = join(__dirname, '..', '..');
  const gated = findClones(root, GATE_MIN_TOKENS);
  printDuplication(gated, findClones(root, FINE_MIN_TOKENS));
  const sizes = sizeReport(root);
  printSizes(sizes);
  const failures = [
    limits.maxClones !== undefined && gated.clones > limits.maxClones ? `${gated.clones} clones at ${GATE_MIN_TOKENS}+ tokens, above --max-clones ${limits.maxClones}` : '',
    limits.maxOversized !== undefined && sizes.oversized.length > limits.maxOversized
      ? `${sizes.oversized.length} oversized functions, above --max-oversized ${limits.maxOversized}`
      : '',
  ].filter(Boolean);
  for (const failure of failures) console.error(`\nquality gate failed: ${failure}`);
  return failures.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
