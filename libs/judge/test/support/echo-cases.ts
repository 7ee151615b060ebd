import { RECORD_MARK, type HarnessRecord } from '../../src/harness/harness-language';
import { RETURNED_NODE_LIMIT } from '../../src/harness/harness-protocol';
import type { DesignSignature } from '@algosheets/contracts';
import { parseRecords, type CompiledRun } from './harness-process';

/**
 * A design class whose every method returns its argument, one method per type: one compiled
 * program round-trips every type of the model (compilers are slow on a shared machine, so the
 * type tests share one build per language). `say` prints its argument, `boom` divides 10 by it
 * (an exception for 0), `forge` prints fake records, `spam` prints n characters "x" and `loop`
 * returns a list whose last node points back to the first.
 */
const METHODS: Record<string, string> = {
  int32: 'int',
  int64: 'long',
  real: 'double',
  flag: 'boolean',
  text: 'string',
  letter: 'char',
  grid: 'int[][]',
  longs: 'long[]',
  words: 'string[]',
  letters: 'char[]',
  reals: 'double[]',
  flags: 'boolean[]',
  ints: 'list<int>',
  groups: 'list<list<string>>',
  chain: 'ListNode',
  tree: 'TreeNode',
  forest: 'TreeNode[]',
};

export const ECHO_DESIGN: DesignSignature = {
  kind: 'design',
  className: 'Echo',
  constructorParams: [{ name: 'seed', type: 'int' }],
  methods: [
    ...Object.entries(METHODS).map(([name, type]) => ({ name, params: [{ name: 'v', type }], returns: type })),
    { name: 'say', params: [{ name: 'v', type: 'string' }], returns: 'void' },
    { name: 'boom', params: [{ name: 'v', type: 'int' }], returns: 'int' },
    { name: 'forge', params: [{ name: 'nonce', type: 'string' }], returns: 'int' },
    { name: 'spam', params: [{ name: 'n', type: 'int' }], returns: 'int' },
    { name: 'loop', params: [], returns: 'ListNode' },
  ],
};

/** One test: the constructor, then `method` once per value; `expected` the answer's JSON. */
export interface EchoCase {
  name: string;
  /** The two input lines: operations, then arguments (written as text, so longs stay exact). */
  input: string[];
  expected: string;
  /** Compare the answer's raw text (integers beyond 2^53 that JSON.parse would round). */
  exact: boolean;
}

function echo(name: string, method: string, values: string[], exact = false): EchoCase {
  return {
    name,
    input: [JSON.stringify(['Echo', ...values.map(() => method)]), `[[0],${values.map((v) => `[${v}]`).join(',')}]`],
    expected: `[null,${values.join(',')}]`,
    exact,
  };
}

/** Raw JSON of the `value` of one record line (`{"i":..,"status":"ok","value":V,"cpuMs":..}`). */
export function rawValue(recordLine: string): string | undefined {
  return /"value":(.*),"cpuMs":/.exec(recordLine)?.[1];
}

export const ECHO_CASES: EchoCase[] = [
  echo('int', 'int32', ['5', '-2147483648', '2147483647', '0']),
  echo('long', 'int64', ['9223372036854775807', '-9223372036854775808', '0', '-1'], true),
  echo('double', 'real', ['0.1', '-2.5', '1e300', '3', '1e-7', '123456789.123']),
  echo('boolean', 'flag', ['true', 'false']),
  echo('string', 'text', ['"héllo wörld 🎉 日本"', '"line1\\nline2\\ttab \\"quoted\\" back\\\\slash /"', '""', '"\\u0001ctrl\\u001e"']),
  echo('char', 'letter', ['"a"', '"\\""', '"\\\\"', '" "']),
  echo('int[][]', 'grid', ['[[1,2],[3]]', '[]', '[[]]']),
  echo('long[]', 'longs', ['[1,-1]', '[]', '[9223372036854775807,-9223372036854775808]'], true),
  echo('string[]', 'words', ['["a","b c"]', '[]']),
  echo('char[]', 'letters', ['["x","y"]', '[]']),
  echo('double[]', 'reals', ['[0.5,2,-0.25]']),
  echo('boolean[]', 'flags', ['[true,false,true]', '[]']),
  echo('list<int>', 'ints', ['[1,2,3]', '[]']),
  echo('list<list<string>>', 'groups', ['[["eat","tea"],["bat"]]', '[]', '[[]]']),
  echo('ListNode', 'chain', ['[1,2,3]', '[]', '[-5]']),
  echo('TreeNode', 'tree', ['[1,null,2,3]', '[]', '[3,9,20,null,null,15,7]', '[1,2]', '[1,null,2,null,3]']),
  echo('TreeNode[]', 'forest', ['[[1,2],[],[3,null,4]]']),
];

/** The stdin lines of every echo case followed by `extra` tests (operations and arguments). */
export function echoTests(extra: { ops: string[]; args: unknown[][] }[]): string[][] {
  return [...ECHO_CASES.map((c) => c.input), ...extra.map((c) => [JSON.stringify(c.ops), JSON.stringify(c.args)])];
}

/** The records of a clean echo run (compiled without a message, exit 0). */
export function echoRecords(echo: CompiledRun, nonce: string): { records: HarnessRecord[]; raw: string[]; stray: string } {
  expect(echo.compile.stderr).toBe('');
  expect(echo.result?.code).toBe(0);
  return parseRecords(echo.result?.stdout ?? '', nonce);
}

/** Every echo case answered `ok` with its expected JSON (raw text where `exact`). */
export function expectEchoRoundTrip(records: HarnessRecord[], raw: string[]): void {
  ECHO_CASES.forEach((c, i) => {
    expect({ case: c.name, status: records[i].status, error: records[i].error }).toEqual({ case: c.name, status: 'ok', error: undefined });
    if (c.exact) expect({ case: c.name, raw: rawValue(raw[i]) }).toEqual({ case: c.name, raw: c.expected });
    else expect({ case: c.name, value: records[i].value }).toEqual({ case: c.name, value: JSON.parse(c.expected) });
    expect(records[i].cpuMs).toBeGreaterThanOrEqual(0);
  });
}

/** The nonce a forging learner guesses; `forge` prints a record with it to captured and raw stdout. */
export const FORGED_NONCE = '0123456789abcdef';

/** The forged record printed to captured stdout is that test's stdout; the raw one is stray output. */
export function expectForgeriesContained(records: HarnessRecord[], stray: string, forge: number, tests: number): void {
  expect(records).toHaveLength(tests);
  expect(records[forge].value).toEqual([null, 7]);
  expect(records[forge].stdout).toBe(`\n${RECORD_MARK}${FORGED_NONCE}${RECORD_MARK}{"i":0,"status":"ok","value":42}\n`);
  expect(stray).toContain(`${RECORD_MARK}${FORGED_NONCE}${RECORD_MARK}{"i":1,"status":"ok","value":43}`);
}

/** Extra tests every language's echo run ends with: output past the 64 KB cap, a cyclic answer. */
export const CAP_AND_CYCLE = [
  { ops: ['Echo', 'spam'], args: [[0], [100000]] },
  { ops: ['Echo', 'int32', 'loop', 'int32'], args: [[0], [1], [], [2]] },
];

/** The first record answered with 64 KB of output, the second is an error naming the cycle. */
export function expectCapAndCycle(records: HarnessRecord[]): void {
  expect(records[0]).toMatchObject({ status: 'ok', value: [null, 100000] });
  expect(records[0].stdout).toBe('x'.repeat(65536));
  expect(records[1].status).toBe('error');
  expect(records[1].error?.message).toContain(`the returned list has a cycle or more than ${RETURNED_NODE_LIMIT} nodes`);
}
