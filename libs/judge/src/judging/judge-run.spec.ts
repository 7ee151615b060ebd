import { JUDGE0_MEMORY_LIMIT_MESSAGE } from '@algosheets/contracts';
import { RECORD_MARK } from '../harness/harness-language';
import { parseHarnessOutput } from '../harness/harness-protocol';
import type { JsonValue } from '../values/json-value';
import { comparatorFunction } from './comparators';
import { judgeRun, overallVerdict, type HarnessRunResult } from './judge-run';

const nonce = 'abcdefghijklmnop1234';
const M = RECORD_MARK;
const ok = (i: number, value: string, cpuMs = 2) => `\n${M}${nonce}${M}{"i":${i},"status":"ok","value":${value},"cpuMs":${cpuMs},"stdout":"out${i}"}\n`;

function judge(stdout: string, run: Partial<HarnessRunResult>, expected: JsonValue[], timeLimitMs = 1000) {
  const full: HarnessRunResult = { status_id: 3, stdout, stderr: null, compile_output: null, message: null, exit_code: 0, ...run };
  return judgeRun({
    run: full,
    outputs: parseHarnessOutput(stdout, nonce, expected.length),
    inputs: expected.map(() => []),
    expected,
    compare: comparatorFunction({ kind: 'exact' }),
    checkAnswer: (_input, answer) => answer,
    timeLimitMs,
  });
}

describe('judgeRun', () => {
  it('judges each recorded test by the comparator and keeps its stdout', () => {
    const verdicts = judge(`${ok(0, '[1,2]')}raw${ok(1, '3')}`, {}, [[1, 2], 4]);
    expect(verdicts[0]).toEqual({ index: 0, verdict: 'Accepted', statusId: 3, actual: [1, 2], cpuMs: 2, stdout: 'out0' });
    expect(verdicts[1]).toMatchObject({ verdict: 'Wrong Answer', statusId: 4, actual: 3, stdout: 'out1raw' });
  });

  it('gives Time Limit Exceeded to a record over the per-test limit, even when right', () => {
    expect(judge(ok(0, '1', 1500), {}, [1])[0]).toMatchObject({ verdict: 'Time Limit Exceeded', statusId: 5, message: '1500 ms of CPU time, over the 1000 ms limit' });
  });

  it('gives an exception Runtime Error (NZEC) with its message and learner line', () => {
    const stdout = `\n${M}${nonce}${M}{"i":0,"status":"error","cpuMs":0,"stdout":"","error":{"type":"IndexError","message":"list index out of range","line":4}}\n${ok(1, '1')}`;
    const verdicts = judge(stdout, {}, [1, 1]);
    expect(verdicts[0]).toMatchObject({ verdict: 'Runtime Error (NZEC)', statusId: 11, message: 'IndexError: list index out of range', line: 4 });
    expect(verdicts[1].verdict).toBe('Accepted');
  });

  it.each([
    [{ status_id: 5 }, 'Time Limit Exceeded', 5],
    [{ status_id: 12, message: JUDGE0_MEMORY_LIMIT_MESSAGE }, 'Memory Limit Exceeded', 12],
    [{ status_id: 7, stderr: 'Segmentation fault' }, 'Runtime Error (SIGSEGV)', 7],
    [{ status_id: 11, exit_code: 1, stderr: 'Traceback' }, 'Runtime Error (NZEC)', 11],
    [{ status_id: 3 }, 'Runtime Error (Other)', 12],
  ] as const)('a run ending with %j judges earlier tests, gives the one in progress %s and marks the rest Not Run', (run, verdict, statusId) => {
    const verdicts = judge(`${ok(0, '1')}${ok(1, '5')}partial`, run, [1, 2, 3, 4]);
    expect(verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Wrong Answer', verdict, 'Not Run']);
    expect(verdicts[2]).toMatchObject({ statusId, stdout: 'partial' });
    expect(verdicts[3]).toEqual({ index: 3, verdict: 'Not Run', statusId: null, stdout: '' });
  });

  it('names stderr for a crash and the exit for a program that ended by itself', () => {
    expect(judge('', { status_id: 7, stderr: 'Segmentation fault' }, [1])[0].message).toBe('Segmentation fault');
    expect(judge('', { status_id: 3, exit_code: 0 }, [1])[0].message).toBe('the program exited during this test (exit code 0)');
  });

  it('gives every test Compilation Error with the compiler output', () => {
    const verdicts = judge('', { status_id: 6, compile_output: 'script.ts(3,1): error TS2304' }, [1, 2]);
    expect(verdicts.map((v) => [v.verdict, v.message])).toEqual([
      ['Compilation Error', 'script.ts(3,1): error TS2304'],
      ['Compilation Error', 'script.ts(3,1): error TS2304'],
    ]);
  });

  it('gives a forged test Runtime Error (Other) and still judges the others', () => {
    const verdicts = judge(`${ok(0, '1')}${ok(0, '1')}${ok(1, '2')}`, {}, [1, 2]);
    expect(verdicts[0]).toMatchObject({ verdict: 'Runtime Error (Other)', message: "this test's output was forged or broken: a second record for test 0" });
    expect(verdicts[1].verdict).toBe('Accepted');
  });

  it('gives Wrong Answer with the reason when a checker throws', () => {
    const stdout = ok(0, '1');
    const [verdict] = judgeRun({
      run: { status_id: 3, stdout, stderr: null, compile_output: null, message: null, exit_code: 0 },
      outputs: parseHarnessOutput(stdout, nonce, 1),
      inputs: [[]],
      expected: [1],
      compare: () => {
        throw new Error('boom');
      },
      checkAnswer: (_input, answer) => answer,
      timeLimitMs: 1000,
    });
    expect(verdict).toMatchObject({ verdict: 'Wrong Answer', message: 'the checker failed: boom' });
  });

  it('refuses a pending run and mismatched lengths', () => {
    expect(() => judge('', { status_id: 2 }, [1])).toThrow('finished run');
    expect(() => judgeRun({ run: { status_id: 3, stdout: '', stderr: null, compile_output: null, message: null, exit_code: 0 }, outputs: [], inputs: [], expected: [1], compare: () => true, checkAnswer: (_input, answer) => answer, timeLimitMs: 1 })).toThrow('one input');
  });
});

describe('judgeRun with the sandbox per-test times', () => {
  const ready = `\n${M}${nonce}${M}ready\n`;

  it("takes each test's CPU time from the sandbox, never from the record (a forged clock changes nothing)", () => {
    const verdicts = judge(`${ready}${ok(0, '1', 0)}${ok(1, '2', 0)}`, { test_times: [12, 1500], test_time_exceeded: null }, [1, 2]);
    expect(verdicts[0]).toMatchObject({ verdict: 'Accepted', cpuMs: 12 });
    expect(verdicts[1]).toMatchObject({ verdict: 'Time Limit Exceeded', cpuMs: 1500, message: '1500 ms of CPU time, over the 1000 ms limit' });
  });

  it('gives the test the sandbox ended the run for Time Limit Exceeded and every later test Not Run, never Wrong Answer', () => {
    const verdicts = judge(`${ready}${ok(0, '1')}`, { status_id: 5, test_times: [3, 1600], test_time_exceeded: 1 }, [1, 2, 3]);
    expect(verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Time Limit Exceeded', 'Not Run']);
    expect(verdicts[1]).toMatchObject({ cpuMs: 1600, message: 'this test reached its CPU time limit' });
  });

  it('gives the test at whose record the memory was over the limit Memory Limit Exceeded, the rest Not Run', () => {
    const verdicts = judge(`${ready}${ok(0, '1')}${ok(1, '2')}`, { status_id: 12, message: JUDGE0_MEMORY_LIMIT_MESSAGE, test_times: [3, 4], test_time_exceeded: null, test_memory_exceeded: 1 }, [1, 2, 3]);
    expect(verdicts.map((v) => v.verdict)).toEqual(['Accepted', 'Memory Limit Exceeded', 'Not Run']);
  });

  it('makes a syntax error at load one Compilation Error with the learner line, and any other load error a Runtime Error of test 0', () => {
    const load = (type: string) => `\n${M}${nonce}${M}{"i":0,"status":"error","load":true,"error":{"type":"${type}","message":"bad","line":3},"cpuMs":0,"stdout":""}\n`;
    expect(judge(load('SyntaxError'), { status_id: 3 }, [1, 2]).map((v) => [v.verdict, v.message])).toEqual([
      ['Compilation Error', 'Line 3: SyntaxError: bad'],
      ['Compilation Error', 'Line 3: SyntaxError: bad'],
    ]);
    expect(judge(load('NameError'), { status_id: 3 }, [1, 2]).map((v) => v.verdict)).toEqual(['Runtime Error (NZEC)', 'Not Run']);
  });

  it('judges an answer that does not fit the signature Wrong Answer, whatever the comparator says', () => {
    const stdout = `${ready}${ok(0, '"x"')}`;
    const [verdict] = judgeRun({
      run: { status_id: 3, stdout, stderr: null, compile_output: null, message: null, exit_code: 0 },
      outputs: parseHarnessOutput(stdout, nonce, 1),
      inputs: [[]],
      expected: [1],
      compare: () => true,
      checkAnswer: () => {
        throw new Error('expected int but got "x"');
      },
      timeLimitMs: 1000,
    });
    expect(verdict).toMatchObject({ verdict: 'Wrong Answer', message: 'the answer does not fit the signature: expected int but got "x"' });
  });
});

describe('overallVerdict', () => {
  it('is the first test that failed, else Accepted, with the count of passed tests', () => {
    const verdicts = judge(`${ok(0, '1')}${ok(1, '5')}`, { status_id: 5 }, [1, 2, 3, 4]);
    expect(overallVerdict(verdicts)).toEqual({ verdict: 'Wrong Answer', passed: 1, firstFailed: verdicts[1] });
    expect(overallVerdict(judge(ok(0, '1'), {}, [1]))).toMatchObject({ verdict: 'Accepted', passed: 1, firstFailed: null });
    expect(overallVerdict([])).toEqual({ verdict: 'Accepted', passed: 0, firstFailed: null });
  });
});
