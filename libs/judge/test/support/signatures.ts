import type { HarnessRecord } from '../../src/harness/harness-language';
import type { DesignSignature, FunctionSignature } from '@algosheets/contracts';
import { harnessInput, parseRecords, type CompiledRun } from './harness-process';

/** LeetCode's LRU cache: a constructor, a method that returns and a void one. */
export const LRU_CACHE: DesignSignature = {
  kind: 'design',
  className: 'LRUCache',
  constructorParams: [{ name: 'capacity', type: 'int' }],
  methods: [
    { name: 'get', params: [{ name: 'key', type: 'int' }], returns: 'int' },
    { name: 'put', params: [{ name: 'key', type: 'int' }, { name: 'value', type: 'int' }], returns: 'void' },
  ],
};

/** LeetCode's "rotate array", answered in place through `nums`. */
export const ROTATE: FunctionSignature = { kind: 'function', name: 'rotate', params: [{ name: 'nums', type: 'int[]' }, { name: 'k', type: 'int' }], returns: 'void', inPlace: 'nums' };

/** Three rotations; the learners' solutions print "rotated <n>" and fail on the negative k of the second. */
export const rotateInput = (nonce: string): string => harnessInput(nonce, [['[1,2,3,4,5]', '2'], ['[1,2]', '-3'], ['[7]', '3']]);

/** Checks a rotate run's answers and stdout; returns its records for the language's error checks. */
export function expectRotated(rotate: CompiledRun, nonce: string): HarnessRecord[] {
  expect(rotate.compile.stderr).toBe('');
  const { records } = parseRecords(rotate.result?.stdout ?? '', nonce);
  expect(records.map((r) => [r.status, r.value, r.stdout])).toEqual([
    ['ok', [4, 5, 1, 2, 3], 'rotated 5'],
    ['error', undefined, ''],
    ['ok', [7], 'rotated 1'],
  ]);
  return records;
}
