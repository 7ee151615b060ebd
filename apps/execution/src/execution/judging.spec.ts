import { type ExecutionTestResult, SubmissionStatus } from '@algosheets/contracts';
import { submissionColumns } from './judging';

/** A judged test with the figures under test; the rest as a passed visible test. */
const judged = (ordinal: number, timeS: number | null, memoryKb: number | null): ExecutionTestResult => ({
  ordinal,
  passed: true,
  status: SubmissionStatus.Accepted,
  hidden: false,
  input: '1 2',
  stdout: '3',
  output: null,
  expected: '3',
  stderr: null,
  compileOutput: null,
  timeS,
  memoryKb,
});

describe('submissionColumns: the time and memory JSON the screens parse', () => {
  it('writes each time in the API notation, a test that did not run as "0 s", and memory as KB numbers', () => {
    const columns = submissionColumns([judged(0, 0.0123, 9120), judged(1, null, null), judged(2, 1, 9044)]);
    expect(JSON.parse(columns.time)).toEqual(['0.012 s', '0 s', '1.000 s']);
    expect(JSON.parse(columns.memory)).toEqual([9120, 0, 9044]);
  });
});
