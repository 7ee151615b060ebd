import { describeHarnessScenarios, ECHO, PROBE, ROTATE } from '../../../test/harness-scenarios';
import { nodeScenarioCode } from '../../../test/node-scenario-code';
import { fileRunner, runHarness, type ProgramRunner } from '../../../test/run-harness';
import { compileTypeScript, TS37_HARNESS, WORKSPACE_SANDBOX } from '../../../test/typescript-compile';
import type { FunctionSignature } from '@algosheets/contracts';
import { typescriptHarness } from './typescript-harness';

const runJs = fileRunner('script.js', (file) => [process.execPath, file]);

/** Compiles as Judge0 CE 1.13 would (TypeScript 3.7, its defaults + the harness's options), then runs node. */
const runner: ProgramRunner = async (program, stdin, timeoutMs) => {
  const compiled = compileTypeScript(TS37_HARNESS, program);
  if ('errors' in compiled) return { status_id: 6, stdout: null, stderr: null, compile_output: compiled.errors, message: null, exit_code: 1 };
  return runJs(compiled.js, stdin, timeoutMs);
};

const code = nodeScenarioCode((_js, ts) => ts);

const twoSum: FunctionSignature = { kind: 'function', name: 'twoSum', params: [{ name: 'nums', type: 'int[]' }, { name: 'target', type: 'int' }], returns: 'int[]' };
const typicalTwoSum = `function twoSum(nums: number[], target: number): number[] {
    const seen = new Map<number, number>();
    for (let i = 0; i < nums.length; i++) {
        const other = seen.get(target - nums[i]);
        if (other !== undefined) return [other, i];
        seen.set(nums[i], i);
    }
    return [...[]];
};
`;

// Real Node.js and tsc processes: slower than jest's 5 s default on a loaded 2-core machine.
jest.setTimeout(30_000);

describe('typescriptHarness', () => {
  describeHarnessScenarios({
    language: typescriptHarness,
    runner,
    code,
    maxLong: '9007199254740991',
    minLong: '-9007199254740991',
    syntaxErrorAtLoad: false,
  });

  it("names the learner's line for a type error", async () => {
    const run = await runHarness(typescriptHarness, runner, twoSum, 'function twoSum(nums: number[], target: number): number[] {\n    const x: string = 5;\n    return [];\n}\n', [{ input: '[1]\n1', expected: '[]' }]);
    expect(run.verdicts[0].verdict).toBe('Compilation Error');
    expect(run.verdicts[0].message).toContain('script.ts(2,11): error TS2322');
  });

  it("runs typical learner code (Map, spread) on TypeScript 3.7: the harness's --target ES2019 brings the ES2019 library", async () => {
    expect(typescriptHarness.compilerOptions).toBe('--inlineSourceMap --target ES2019');
    expect(TS37_HARNESS.options).toEqual({ inlineSourceMap: true, target: TS37_HARNESS.api.ScriptTarget.ES2019, types: [] });
    const run = await runHarness(typescriptHarness, runner, twoSum, typicalTwoSum, [{ input: '[2,7,11,15]\n9', expected: '[0,1]' }, { input: '[3,3]\n6', expected: '[0,1]' }]);
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Accepted']);
    // Without the target, TypeScript 3.7's defaults (ES3, ES5 library) know no Map.
    const defaults = compileTypeScript({ api: TS37_HARNESS.api, options: { inlineSourceMap: true, types: [] } }, typescriptHarness.program(twoSum, typicalTwoSum));
    expect(defaults).toEqual({ errors: expect.stringContaining("Cannot find name 'Map'") });
  });

  it('writes starters in the field idiom', () => {
    expect(typescriptHarness.starter(twoSum)).toBe('function twoSum(nums: number[], target: number): number[] {\n\n};\n');
    const merge: FunctionSignature = { kind: 'function', name: 'mergeLists', params: [{ name: 'lists', type: 'ListNode[]' }, { name: 'root', type: 'TreeNode' }], returns: 'ListNode' };
    const starter = typescriptHarness.starter(merge, 'return null;');
    expect(starter).toContain(' * class ListNode {\n *     val: number\n');
    expect(starter).toContain(' * class TreeNode {');
    expect(starter).toContain('function mergeLists(lists: (ListNode | null)[], root: TreeNode | null): ListNode | null {\n    return null;\n};');
    expect(typescriptHarness.starter(ROTATE)).toContain('function rotateRight(nums: number[], k: number): void {');
    expect(typescriptHarness.starter(ECHO)).toContain('class Echo {\n    constructor(start: number) {\n\n    }\n\n    intValue(x: number): number {');
  });

  it.each([
    ["TypeScript 3.7 with the harness's options (Judge0 CE 1.13)", TS37_HARNESS],
    ["the workspace's TypeScript with the sandbox's options and the harness's", WORKSPACE_SANDBOX],
  ])('compiles the harness with starters and with typical learner code under %s', (_name, compiler) => {
    const body = 'throw new Error("not yet");';
    for (const signature of [ECHO, PROBE, ROTATE, twoSum]) {
      expect(compileTypeScript(compiler, typescriptHarness.program(signature, typescriptHarness.starter(signature, body)))).not.toHaveProperty('errors');
    }
    expect(compileTypeScript(compiler, typescriptHarness.program(ECHO, code.echo))).not.toHaveProperty('errors');
    expect(compileTypeScript(compiler, typescriptHarness.program(ROTATE, code.rotate))).not.toHaveProperty('errors');
    expect(compileTypeScript(compiler, typescriptHarness.program(twoSum, typicalTwoSum))).not.toHaveProperty('errors');
  });
});
