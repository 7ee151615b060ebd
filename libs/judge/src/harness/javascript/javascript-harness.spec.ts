import { describeHarnessScenarios, ECHO, PROBE, ROTATE } from '../../../test/harness-scenarios';
import { parseEs2019 } from '../../../test/judge0-ce-levels';
import { nodeScenarioCode } from '../../../test/node-scenario-code';
import { fileRunner, runHarness } from '../../../test/run-harness';
import type { FunctionSignature } from '@algosheets/contracts';
import { javascriptHarness } from './javascript-harness';

const runner = fileRunner('script.js', (file) => [process.execPath, file]);
const code = nodeScenarioCode((js) => js);

// Real Node.js and tsc processes: slower than jest's 5 s default on a loaded 2-core machine.
jest.setTimeout(30_000);

describe('javascriptHarness', () => {
  describeHarnessScenarios({
    language: javascriptHarness,
    runner,
    code,
    maxLong: '9007199254740991',
    minLong: '-9007199254740991',
    syntaxErrorAtLoad: true,
  });

  it('finds the learner function however it is declared, and says when it is missing', async () => {
    const cases = [{ input: '"x"\n[1]', expected: '[1]' }];
    for (const source of ['function probe(m, n) { return n; }', 'const probe = (m, n) => n;', 'let probe = function (m, n) { return n; };']) {
      const run = await runHarness(javascriptHarness, runner, PROBE, source, cases);
      expect(run.verdicts[0].verdict).toBe('Accepted');
    }
    const missing = await runHarness(javascriptHarness, runner, PROBE, 'function other() {}', cases);
    expect(missing.verdicts[0]).toMatchObject({ verdict: 'Runtime Error (NZEC)', message: 'ReferenceError: solution.js defines no probe' });
  });

  it('says which method a design class lacks', async () => {
    const run = await runHarness(javascriptHarness, runner, ECHO, 'class Echo { constructor(start) {} }', [{ input: '["Echo","count"]\n[[1],[]]', expected: '[null,1]' }]);
    expect(run.verdicts[0]).toMatchObject({ verdict: 'Runtime Error (NZEC)', message: 'TypeError: Echo has no method count' });
  });

  it('writes BigInt answers exactly and refuses NaN', async () => {
    const big: FunctionSignature = { kind: 'function', name: 'big', params: [{ name: 'n', type: 'int' }], returns: 'long' };
    const source = 'var big = function (n) { return n === 0 ? NaN : BigInt(n) * 4611686018427387904n - 1n; };';
    const run = await runHarness(javascriptHarness, runner, big, source, [{ input: '2', expected: '9223372036854775807' }, { input: '0', expected: '0' }]);
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Runtime Error (NZEC)']);
    expect(run.verdicts[1].message).toBe('RangeError: the answer holds NaN, which JSON cannot represent');
  });

  it('writes typed arrays and Sets as arrays', async () => {
    const pick: FunctionSignature = { kind: 'function', name: 'pick', params: [{ name: 'n', type: 'int' }], returns: 'int[]' };
    const source = 'var pick = function (n) { return n === 1 ? Int32Array.of(1, 2) : new Set([n]); };';
    const run = await runHarness(javascriptHarness, runner, pick, source, [{ input: '1', expected: '[1,2]' }, { input: '2', expected: '[2]' }]);
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Accepted']);
  });

  it('reads a line of many pipe reads whole, with characters split between reads', async () => {
    const measure: FunctionSignature = { kind: 'function', name: 'measure', params: [{ name: 'words', type: 'string[]' }, { name: 'nums', type: 'int[]' }], returns: 'int[]' };
    const source = `var measure = function(words, nums) {
  return [words.join('').length, words.join('').split('é').length - 1, nums.length, nums[nums.length - 1]];
};`;
    // 40,000 words of "aé€": 3 + 2 + 3 bytes, so the 64 KB reads end inside characters.
    const words = Array.from({ length: 40_000 }, () => 'aé€');
    const nums = Array.from({ length: 100_000 }, (_, index) => index);
    const cases = [1, 2].map(() => ({ input: `${JSON.stringify(words)}\n${JSON.stringify(nums)}`, expected: '[120000,40000,100000,99999]' }));
    const run = await runHarness(javascriptHarness, runner, measure, source, cases);
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Accepted']);
  });

  it('writes starters in the field idiom', () => {
    const twoSum: FunctionSignature = { kind: 'function', name: 'twoSum', params: [{ name: 'nums', type: 'int[]' }, { name: 'target', type: 'int' }], returns: 'int[]' };
    expect(javascriptHarness.starter(twoSum)).toBe('/**\n * @param {number[]} nums\n * @param {number} target\n * @return {number[]}\n */\nvar twoSum = function(nums, target) {\n};\n');
    const merge: FunctionSignature = { kind: 'function', name: 'mergeLists', params: [{ name: 'lists', type: 'ListNode[]' }], returns: 'ListNode' };
    expect(javascriptHarness.starter(merge, 'return null;')).toContain(' * function ListNode(val, next) {');
    expect(javascriptHarness.starter(merge, 'return null;')).toContain('var mergeLists = function(lists) {\n    return null;\n};');
    expect(javascriptHarness.starter(ECHO)).toContain('class Echo {\n    /**\n     * @param {number} start\n     */\n    constructor(start) {');
  });

  it('generates ECMAScript 2019 (Node.js 12) for the harness and the starters', () => {
    for (const signature of [ECHO, PROBE, ROTATE]) {
      expect(() => parseEs2019(javascriptHarness.program(signature, javascriptHarness.starter(signature)))).not.toThrow();
      expect(() => parseEs2019(javascriptHarness.starter(signature))).not.toThrow();
    }
    expect(() => parseEs2019('a?.b')).toThrow();
    expect(() => parseEs2019('a ?? b')).toThrow();
  });
});
