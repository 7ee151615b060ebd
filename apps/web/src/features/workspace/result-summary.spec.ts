import { formatKb, formatSeconds, SubmissionStatus } from '@algosheets/contracts';
import { answerDifference, averageKb, averageSeconds, firstDifferingLine, offersFailingInputSearch, orNotAvailable, parseJsonList, passedRate, statusPalette, verdictToast } from './result-summary';

describe('result summary values (cards, JSON time and memory, precision)', () => {
  it('treats malformed JSON as an empty list', () => {
    expect(parseJsonList('not json')).toEqual([]);
    expect(parseJsonList('{"a":1}')).toEqual([]);
    expect(parseJsonList(null)).toEqual([]);
    expect(parseJsonList('[1,2]')).toEqual([1, 2]);
  });

  it('averages times that begin with a number of seconds', () => {
    expect(averageSeconds('["0.5 s","0.25 s"]')).toBeCloseTo(0.375);
    expect(averageSeconds('[0.1, "0.3"]')).toBeCloseTo(0.2);
    expect(averageSeconds('[]')).toBe(0);
    expect(formatSeconds(averageSeconds('["0.25 s", "0.5 s"]'))).toBe('0.375 s');
  });

  it('averages memory in KB with no decimals', () => {
    expect(averageKb('[9120, 9045]')).toBeCloseTo(9082.5);
    expect(formatKb(averageKb('[9120, 9045]'))).toBe('9083 KB');
  });

  it('shows the success rate to one decimal', () => {
    expect(passedRate([{ passed: true }, { passed: false }, { passed: true }])).toBe('66.7%');
    expect(passedRate([])).toBe('0.0%');
  });

  it('shows N/A for zero', () => {
    expect(orNotAvailable(0, formatSeconds)).toBe('N/A');
    expect(orNotAvailable(0.01, formatSeconds)).toBe('0.010 s');
  });

  it('colours statuses', () => {
    expect(statusPalette('Accepted')).toBe('green');
    expect(statusPalette('Compile Error')).toBe('red');
    expect(statusPalette('Wrong Answer')).toBe('orange');
  });

  it('titles the toast with the verdict and colours it: only Accepted is green', () => {
    expect(verdictToast({ status: 'Accepted', testcases: [{ passed: true }] })).toEqual({ type: 'success', title: 'Accepted', description: '1 of 1 tests passed' });
    expect(verdictToast({ status: 'Wrong Answer', testcases: [{ passed: true }, { passed: false }] })).toEqual({ type: 'warning', title: 'Wrong Answer', description: '1 of 2 tests passed' });
    expect(verdictToast({ status: 'Compile Error', testcases: [] })).toEqual({ type: 'error', title: 'Compile Error', description: undefined });
  });

  it('finds the first differing output line', () => {
    expect(firstDifferingLine('1\n2\n3', '1\n2\n3\n')).toBe(-1);
    expect(firstDifferingLine('1\n2\n3', '1\n5\n3')).toBe(1);
    expect(firstDifferingLine('1\n2', '1')).toBe(1);
    expect(firstDifferingLine('true', 'false')).toBe(0);
  });
});

describe('answerDifference', () => {
  it('names the first differing element of a JSON answer, by the judge\'s rule', () => {
    expect(answerDifference('[[1,2],[3,4]]', '[[1,2],[3,5]]')).toBe('at [1][1]: expected 4, got 5');
    expect(answerDifference('[1,2]', '[1]')).toBe('at [1]: expected 2, got nothing');
    expect(answerDifference('7', '7')).toBeNull();
    expect(answerDifference('[1]', 'not json')).toBeNull();
  });

  it('offers a search for a failing input after a Wrong Answer, a crash or a limit only', () => {
    const offered = Object.values(SubmissionStatus).filter(offersFailingInputSearch);
    expect(offered).toEqual([SubmissionStatus.WrongAnswer, SubmissionStatus.TimeLimitExceeded, SubmissionStatus.MemoryLimitExceeded, SubmissionStatus.RuntimeError]);
  });
});
