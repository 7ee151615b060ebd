import type { DesignSignature, FunctionSignature } from '@algosheets/contracts';
import type { HarnessCodegen } from '../src/harness/harness-language';
import { runHarness, type CaseText, type ProgramRunner } from './run-harness';
import { RECORD_MARK } from '../src/harness/harness-language';
import { canonicalJson } from '../src/values/json-value';
import { parseExpected, parseTestInput } from '../src/values/typed-value';

/**
 * Shared runtime scenarios every harness language passes, each a real run of the generated
 * program. A language's spec supplies learner code for the three problems below, written in the
 * field's idiom; the scenarios batch many cases into one run to keep process starts few.
 */

/** A design class that echoes a value of every type back, plus a counter and a void method. */
export const ECHO: DesignSignature = {
  kind: 'design',
  className: 'Echo',
  constructorParams: [{ name: 'start', type: 'int' }],
  methods: [
    ...(
      [
        ['intValue', 'int'],
        ['longValue', 'long'],
        ['doubleValue', 'double'],
        ['boolValue', 'boolean'],
        ['stringValue', 'string'],
        ['charValue', 'char'],
        ['matrix', 'int[][]'],
        ['words', 'list<list<string>>'],
        ['listValue', 'ListNode'],
        ['treeValue', 'TreeNode'],
        ['forest', 'TreeNode[]'],
        ['doubles', 'double[]'],
      ] as const
    ).map(([name, type]) => ({ name, params: [{ name: 'x', type }], returns: type })),
    { name: 'bump', params: [], returns: 'void' },
    { name: 'count', params: [], returns: 'int' },
  ],
};

const ECHO_OPERATIONS = ['Echo', 'intValue', 'longValue', 'doubleValue', 'boolValue', 'stringValue', 'charValue', 'matrix', 'words', 'listValue', 'treeValue', 'forest', 'doubles', 'bump', 'bump', 'count'];

function echoCase(values: string[], start: number): CaseText {
  const ops = JSON.stringify(ECHO_OPERATIONS);
  return {
    input: `${ops}\n[[${start}],${values.map((v) => `[${v}]`).join(',')},[],[],[]]`,
    expected: `[null,${values.join(',')},null,null,${start + 2}]`,
  };
}

/** Every type, typical and edge values; `maxLong`/`minLong` the language's exact long range. */
export function echoCases(maxLong: string, minLong: string): CaseText[] {
  return [
    echoCase(['2147483647', maxLong, '-0.5', 'true', '"h\\u00e9llo \\"q\\" \\\\ \\n\\t😀 \\u2028 end"', '"a"', '[[1,2],[],[-3]]', '[["a","b"],[]]', '[1,2,3]', '[1,null,2,3]', '[[1],[],[2,null,3]]', '[1.5,1e-7,2e+20,0.1]'], 0),
    echoCase(['-2147483648', minLong, '0', 'false', '""', '"\\n"', '[]', '[]', '[]', '[]', '[]', '[]'], 5),
    echoCase(['0', '1', '3.141592653589793', 'true', '"\\u0000\\u001e\\r"', '"\\""', '[[]]', '[[]]', '[0]', '[5,4,8,11,null,13,4,7,2,null,null,null,1]', '[[]]', '[-0.0]'], -3),
  ];
}

/** probe(mode, nums): behaves as `mode` says (see each language's learner code), else echoes. */
export const PROBE: FunctionSignature = {
  kind: 'function',
  name: 'probe',
  params: [
    { name: 'mode', type: 'string' },
    { name: 'nums', type: 'int[]' },
  ],
  returns: 'int[]',
};

/** The field's in-place problem: rotate nums right by k, answer is nums after the call. */
export const ROTATE: FunctionSignature = {
  kind: 'function',
  name: 'rotateRight',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'k', type: 'int' },
  ],
  returns: 'void',
  inPlace: 'nums',
};

/** A fake record with a made-up nonce, as hostile learner code prints it. */
export const FAKE_RECORD = `\n${RECORD_MARK}FAKEFAKEFAKEFAKE${RECORD_MARK}{"i":0,"status":"ok","value":[42],"cpuMs":0,"stdout":""}\n`;

const probeCase = (mode: string, nums: number[], expected = nums): CaseText => ({ input: `"${mode}"\n${JSON.stringify(nums)}`, expected: JSON.stringify(expected) });

/** Learner code a language's spec supplies for the shared scenarios. */
export interface ScenarioCode {
  /**
   * Implements ECHO: the constructor keeps `start`, each value method returns its argument,
   * `bump` adds 1, `count` returns the total.
   */
  echo: string;
  /**
   * Implements PROBE by mode: `print` prints "visible <len>" and returns nums; `fake` writes
   * {@link FAKE_RECORD} to the raw stdout and prints it, and a lone record mark; `raw` writes
   * "raw bytes\n" to the raw stdout; `throw` indexes nums out of range on line `throwLine`;
   * `burn` spins the CPU for about 300 ms; `flood` prints 200 lines of 999 "x" (over the 64 KB
   * kept); `loop` never returns; `crash` ends the process with
   * exit code 3; anything else returns nums.
   */
  probe: string;
  throwLine: number;
  /** The exception's type and message `throw` produces. */
  throwMessage: string;
  /** Implements ROTATE in place. */
  rotate: string;
  /** Learner code with a syntax error on line `syntaxErrorLine`. */
  syntaxError: string;
  syntaxErrorLine: number;
}

/** What the scenarios need of a language. */
export interface ScenarioLanguage {
  language: HarnessCodegen;
  runner: ProgramRunner;
  code: ScenarioCode;
  /** The exact long range in this language (JavaScript numbers stop at 2^53 − 1). */
  maxLong: string;
  minLong: string;
  /**
   * True when the harness finds a syntax error itself, loading the learner's code (Python,
   * JavaScript); false when the compiler does (TypeScript's tsc names the line its own way).
   */
  syntaxErrorAtLoad: boolean;
}

/** Declares the shared runtime scenarios as jest tests. */
export function describeHarnessScenarios({ language, runner, code, maxLong, minLong, syntaxErrorAtLoad }: ScenarioLanguage): void {
  it('round-trips every type through the real runtime (design problem, void methods)', async () => {
    const cases = echoCases(maxLong, minLong);
    const run = await runHarness(language, runner, ECHO, code.echo, cases);
    expect(run.result.stderr).toBeNull();
    expect(run.verdicts.map((v) => canonicalJson(v.actual ?? null))).toEqual(cases.map((c, i) => canonicalJson(parseExpected(ECHO, parseTestInput(ECHO, c.input, i), c.expected, i))));
    expect(run.verdicts.map((v) => v.verdict)).toEqual(cases.map(() => 'Accepted'));
  });

  it('judges each test of one run and keeps hostile stdout away from the records', async () => {
    const cases = [probeCase('echo', [1, 2]), probeCase('print', [3]), probeCase('fake', [4]), probeCase('raw', [5]), probeCase('throw', [6]), probeCase('burn', [7]), probeCase('flood', [8]), probeCase('echo', [])];
    const run = await runHarness(language, runner, PROBE, code.probe, cases, { timeLimitMs: 150 });
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Accepted', 'Accepted', 'Accepted', 'Runtime Error (NZEC)', 'Time Limit Exceeded', 'Accepted', 'Accepted']);
    expect(run.verdicts[6].stdout).toBe('x'.repeat(999).concat('\n').repeat(200).slice(0, 65536));
    expect(run.verdicts[7]).toMatchObject({ actual: [], stdout: '' });
    expect(run.verdicts[0]).toMatchObject({ actual: [1, 2], stdout: '' });
    expect(run.verdicts[1].stdout).toBe('visible 1\n');
    expect(run.verdicts[2].actual).toEqual([4]);
    expect(run.verdicts[2].stdout).toContain(FAKE_RECORD.trim());
    expect(run.outputs[2].stray).toContain(FAKE_RECORD.trim());
    expect(run.outputs[3].stray).toContain('raw bytes\n');
    expect(run.verdicts[4]).toMatchObject({ message: code.throwMessage, line: code.throwLine });
    expect(run.verdicts[5].cpuMs).toBeGreaterThan(150);
    expect(run.verdicts.every((v) => v.cpuMs !== undefined && v.cpuMs >= 0)).toBe(true);
  });

  it('judges the tests before an infinite loop, gives the loop TLE and the rest Not Run', async () => {
    const cases = [probeCase('echo', [1]), probeCase('echo', [2], [9]), probeCase('loop', [3]), probeCase('echo', [4])];
    const run = await runHarness(language, runner, PROBE, code.probe, cases, { runTimeoutMs: 2500 });
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Wrong Answer', 'Time Limit Exceeded', 'Not Run']);
  });

  it('judges the tests before a crash, gives the crash a runtime error and the rest Not Run', async () => {
    const cases = [probeCase('echo', [1]), probeCase('crash', [2]), probeCase('echo', [3])];
    const run = await runHarness(language, runner, PROBE, code.probe, cases);
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Runtime Error (NZEC)', 'Not Run']);
  });

  it('answers an in-place problem with the parameter after the call', async () => {
    const cases = [
      { input: '[1,2,3,4,5]\n2', expected: '[4,5,1,2,3]' },
      { input: '[]\n3', expected: '[]' },
      { input: '[1,2]\n3', expected: '[1,2]' },
    ];
    const run = await runHarness(language, runner, ROTATE, code.rotate, cases);
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Accepted', 'Wrong Answer']);
    expect(run.verdicts[2].actual).toEqual([2, 1]);
  });

  it("reports a syntax error once, as a compile error at the learner's own line", async () => {
    const run = await runHarness(language, runner, PROBE, code.syntaxError, [probeCase('echo', [1]), probeCase('echo', [2])]);
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Compilation Error', 'Compilation Error']);
    if (syntaxErrorAtLoad) expect(run.verdicts[0].message).toMatch(new RegExp(`^Line ${code.syntaxErrorLine}: SyntaxError`));
    else expect(run.verdicts[0].message).toContain(`(${code.syntaxErrorLine},`);
  });
}

