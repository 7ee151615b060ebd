import { meanSeconds, oneDecimal } from './submission-stats.service';

describe('meanSeconds (time entries begin with seconds; malformed text is no data)', () => {
  it('averages the leading numbers of the entries', () => {
    expect(meanSeconds('["0.5 s", "1.5 s"]')).toBe(1);
    expect(meanSeconds('[0.25, "0.75"]')).toBe(0.5);
  });

  it('treats malformed or empty text as no data', () => {
    expect(meanSeconds('not json')).toBeNull();
    expect(meanSeconds(null)).toBeNull();
    expect(meanSeconds('[]')).toBeNull();
    expect(meanSeconds('{"a":1}')).toBeNull();
    expect(meanSeconds('["N/A"]')).toBeNull();
  });
});

describe('oneDecimal', () => {
  it('rounds to one decimal', () => {
    expect(oneDecimal(33.333)).toBe(33.3);
    expect(oneDecimal(66.666)).toBe(66.7);
  });
});
