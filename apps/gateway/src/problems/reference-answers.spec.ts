import { type ExecutionJobResult, Language, type ProblemSignature, SubmissionStatus } from '@algosheets/contracts';
import { fillExpectedOutputs } from './reference-answers';

const SIGNATURE: ProblemSignature = { kind: 'function', name: 'evens', params: [{ name: 'nums', type: 'int[]' }], returns: 'int[]' };

/** A validate job's result whose test `i` answered `outputs[i]` (null: no answer). */
function result(outputs: (string | null)[]): ExecutionJobResult {
  return {
    status: SubmissionStatus.Accepted,
    tests: outputs.map((output, ordinal) => ({ ordinal, passed: true, status: SubmissionStatus.Accepted, hidden: false, input: null, stdout: null, output, expected: null, stderr: null, compileOutput: null, timeS: 0, memoryKb: 0 })),
  };
}

describe('fillExpectedOutputs', () => {
  const testcases = [
    { input: '[1,2,4]', output: '[2,4]' },
    { input: '[6,3,8]', output: ' ' },
  ];

  it('stores the first language’s answer, canonical, where the expected output was blank', () => {
    const filled = fillExpectedOutputs(SIGNATURE, null, testcases, { [Language.Python]: result(['[2,4]', '[6,8]']), [Language.JavaScript]: result(['[2,4]', '[6, 8]']) });
    expect(filled).toEqual(['[2,4]', '[6,8]']);
  });

  it('accepts answers that differ only as the comparator allows', () => {
    const results = { [Language.JavaScript]: result(['[2,4]', '[6,8]']), [Language.Java]: result(['[2,4]', '[8,6]']) };
    expect(fillExpectedOutputs(SIGNATURE, { kind: 'unordered' }, testcases, results)).toEqual(['[2,4]', '[6,8]']);
    expect(() => fillExpectedOutputs(SIGNATURE, { kind: 'exact' }, testcases, results)).toThrow('The JAVA reference solution answers test 2 with [8,6], the JAVASCRIPT one with [6,8]');
  });

  it('names the language and test that gave no answer', () => {
    expect(() => fillExpectedOutputs(SIGNATURE, null, testcases, { [Language.Python]: result(['[2,4]', null]) })).toThrow('The PYTHON reference solution gave no answer to test 2');
  });

  it('leaves written expected outputs as they are', () => {
    expect(fillExpectedOutputs(SIGNATURE, null, [testcases[0]], {})).toEqual(['[2,4]']);
  });
});
