import { formatKb, formatSeconds } from './units';

describe('formatSeconds (the API time notation)', () => {
  it('writes seconds to three decimals with the unit', () => {
    expect(formatSeconds(0.0123)).toBe('0.012 s');
    expect(formatSeconds(0)).toBe('0.000 s');
    expect(formatSeconds(2.5)).toBe('2.500 s');
  });

  it('keeps null (the program did not run) as null', () => {
    expect(formatSeconds(null)).toBeNull();
  });

  it('writes a figure that parses back to the rounded number', () => {
    expect(Number.parseFloat(formatSeconds(1.23456))).toBe(1.235);
  });
});

describe('formatKb (the API memory notation)', () => {
  it('writes whole kilobytes with the unit', () => {
    expect(formatKb(9120)).toBe('9120 KB');
    expect(formatKb(0)).toBe('0 KB');
  });

  it('rounds an average to whole kilobytes', () => {
    expect(formatKb(9082.5)).toBe('9083 KB');
    expect(formatKb(9082.4)).toBe('9082 KB');
  });

  it('keeps null as null', () => {
    expect(formatKb(null)).toBeNull();
  });
});
