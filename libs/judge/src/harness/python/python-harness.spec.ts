import { describeHarnessScenarios, ECHO, PROBE, ROTATE } from '../../../test/harness-scenarios';
import { python38Findings } from '../../../test/judge0-ce-levels';
import { fileRunner, runHarness } from '../../../test/run-harness';
import type { FunctionSignature } from '@algosheets/contracts';
import { pythonHarness } from './python-harness';

const PYTHON = '/usr/bin/python3';
const runner = fileRunner('script.py', (file) => [PYTHON, file]);

const echo = `class Echo:
    def __init__(self, start: int):
        self.total = start

${['int_value', 'long_value', 'double_value', 'bool_value', 'string_value', 'char_value', 'matrix', 'words', 'list_value', 'tree_value', 'forest', 'doubles']
  .map((name) => `    def ${name}(self, x):\n        return x\n`)
  .join('\n')}
    def bump(self) -> None:
        self.total += 1

    def count(self) -> int:
        return self.total
`;

const probe = `import os
import sys
import time


class Solution:
    def probe(self, mode: str, nums: List[int]) -> List[int]:
        if mode == "throw":
            return nums[len(nums) + 5]
        if mode == "print":
            print("visible", len(nums))
        elif mode == "fake":
            fake = ${JSON.stringify(JSON.stringify('\n\u001eFAKEFAKEFAKEFAKE\u001e{"i":0,"status":"ok","value":[42],"cpuMs":0,"stdout":""}\n'))}
            os.write(1, json_loads(fake).encode())
            print(json_loads(fake))
            os.write(1, b"\\x1e")
        elif mode == "raw":
            os.write(1, b"raw bytes\\n")
        elif mode == "burn":
            end = time.process_time() + 0.3
            while time.process_time() < end:
                pass
        elif mode == "flood":
            for _ in range(200):
                print("x" * 999)
        elif mode == "loop":
            while True:
                pass
        elif mode == "crash":
            sys.stdout.flush()
            os._exit(3)
        return nums


def json_loads(text):
    import json
    return json.loads(text)
`;

const rotate = `class Solution:
    def rotate_right(self, nums: List[int], k: int) -> None:
        if nums:
            k %= len(nums)
            nums[:] = nums[-k:] + nums[:-k]
`;

const syntaxError = `class Solution:
    def probe(self, mode, nums):
        return nums +* 2
`;

describe('pythonHarness', () => {
  describeHarnessScenarios({
    language: pythonHarness,
    runner,
    code: { echo, probe, throwLine: 9, throwMessage: 'IndexError: list index out of range', rotate, syntaxError, syntaxErrorLine: 3 },
    maxLong: '9223372036854775807',
    minLong: '-9223372036854775808',
    syntaxErrorAtLoad: true,
  });

  it('catches a learner who steals the nonce and forges a record: that test is not accepted', async () => {
    const thief = `import inspect


class Solution:
    def probe(self, mode, nums):
        frame = inspect.currentframe()
        while frame is not None:
            state = frame.f_locals.get("state")
            if isinstance(state, dict) and "nonce" in state:
                state["out"].write('\\n\\x1e%s\\x1e{"i":%d,"status":"ok","value":[42],"cpuMs":0,"stdout":""}\\n' % (state["nonce"], state["index"]))
            frame = frame.f_back
        return [0]
`;
    const run = await runHarness(pythonHarness, runner, PROBE, thief, [{ input: '"x"\n[42]', expected: '[42]' }, { input: '"x"\n[0]', expected: '[0]' }]);
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Runtime Error (Other)', 'Runtime Error (Other)']);
  });

  it('reports an exception in module-level code for every test, at its line', async () => {
    const run = await runHarness(pythonHarness, runner, PROBE, 'x = 1\nraise ValueError("at load")\n', [{ input: '"x"\n[1]', expected: '[1]' }]);
    expect(run.verdicts[0]).toMatchObject({ verdict: 'Runtime Error (NZEC)', message: 'ValueError: at load', line: 2 });
  });

  it("loads traceback only on an error and still names the learner's line under helper calls", async () => {
    const code = `import sys


def dig(nums, depth):
    if depth == 0:
        return nums[len(nums)]
    return dig(nums, depth - 1)


class Solution:
    def probe(self, mode, nums):
        if mode == "modules":
            return [int("traceback" in sys.modules)]
        return dig(nums, 3)
`;
    const run = await runHarness(pythonHarness, runner, PROBE, code, [
      { input: '"modules"\n[]', expected: '[0]' },
      { input: '"dig"\n[1,2]', expected: '[]' },
    ]);
    expect(run.verdicts[0].verdict).toBe('Accepted');
    expect(run.verdicts[1]).toMatchObject({ verdict: 'Runtime Error (NZEC)', message: 'IndexError: list index out of range', line: 6 });
  });

  it('hands over doubles as floats and other arrays as read, each test its own', async () => {
    const kinds: FunctionSignature = { kind: 'function', name: 'kinds', params: [{ name: 'xs', type: 'double[]' }, { name: 'grid', type: 'int[][]' }], returns: 'string[]' };
    const code = `class Solution:
    def kinds(self, xs, grid):
        grid.append([7])
        return [type(x).__name__ for x in xs] + [str(len(grid))]
`;
    const run = await runHarness(pythonHarness, runner, kinds, code, [
      { input: '[1,2.5]\n[[1]]', expected: '["float","float","2"]' },
      { input: '[]\n[[1]]', expected: '["2"]' },
    ]);
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Accepted']);
  });

  it('refuses NaN in an answer instead of writing non-JSON', async () => {
    const average: FunctionSignature = { kind: 'function', name: 'average', params: [{ name: 'nums', type: 'int[]' }], returns: 'double' };
    const code = 'class Solution:\n    def average(self, nums):\n        return float("nan") if not nums else sum(nums) / len(nums)\n';
    const run = await runHarness(pythonHarness, runner, average, code, [{ input: '[]', expected: '0' }, { input: '[1,2]', expected: '1.5' }]);
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Runtime Error (NZEC)', 'Accepted']);
    expect(run.verdicts[0].message).toContain('ValueError');
  });

  it('writes tuples and sets as arrays and says which answer is not JSON', async () => {
    const pick: FunctionSignature = { kind: 'function', name: 'pick', params: [{ name: 'n', type: 'int' }], returns: 'int[]' };
    const code = 'class Solution:\n    def pick(self, n):\n        return (n, n + 1) if n == 1 else {n} if n == 2 else object()\n';
    const run = await runHarness(pythonHarness, runner, pick, code, ['1', '2', '3'].map((n) => ({ input: n, expected: n === '1' ? '[1,2]' : `[${n}]` })));
    expect(run.verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Accepted', 'Runtime Error (NZEC)']);
    expect(run.verdicts[2].message).toBe('TypeError: an answer of type object is not JSON');
  });

  it('writes starters in the field idiom', () => {
    const twoSum: FunctionSignature = { kind: 'function', name: 'twoSum', params: [{ name: 'nums', type: 'int[]' }, { name: 'target', type: 'int' }], returns: 'int[]' };
    expect(pythonHarness.starter(twoSum)).toBe('class Solution:\n    def two_sum(self, nums: List[int], target: int) -> List[int]:\n        pass\n');
    const merge: FunctionSignature = { kind: 'function', name: 'mergeTrees', params: [{ name: 'rootA', type: 'TreeNode' }, { name: 'lists', type: 'ListNode[]' }], returns: 'TreeNode' };
    const starter = pythonHarness.starter(merge, 'return None');
    expect(starter).toContain('# class ListNode:\n#     def __init__(self, val=0, next=None):');
    expect(starter).toContain('# class TreeNode:');
    expect(starter).toContain('    def merge_trees(self, root_a: Optional[TreeNode], lists: List[Optional[ListNode]]) -> Optional[TreeNode]:\n        return None\n');
    expect(pythonHarness.starter(ROTATE)).toContain('def rotate_right(self, nums: List[int], k: int) -> None:');
    expect(pythonHarness.starter(ECHO)).toContain('class Echo:\n\n    def __init__(self, start: int):\n        pass\n\n    def int_value(self, x: int) -> int:');
  });

  it('generates Python 3.8 code, for the harness and for starters', () => {
    const programs = [ECHO, PROBE, ROTATE].map((signature) => pythonHarness.program(signature, pythonHarness.starter(signature)));
    const starters = [ECHO, PROBE, ROTATE].map((signature) => pythonHarness.starter(signature));
    expect(python38Findings([...programs, ...starters, 'def f(x):\n    return x | {}\n', 'match x:\n    case 1: pass\n'])).toEqual([...programs, ...starters].map(() => 'ok').concat(['ok', expect.stringContaining('only supported in Python 3.10')]));
  });
});
