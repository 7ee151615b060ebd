import { CALIBRATION, calibratedLimitMs } from './time-limits';

describe('calibratedLimitMs (per-language time limits from the reference)', () => {
  it('gives three times the slowest test, rounded up to 100 ms', () => {
    expect(calibratedLimitMs(450)).toBe(1400);
    expect(calibratedLimitMs(1234)).toBe(3800);
  });

  it('never goes below the floor for a fast reference, nor above the cap for a slow one', () => {
    expect(calibratedLimitMs(0)).toBe(CALIBRATION.floorMs);
    expect(calibratedLimitMs(120)).toBe(CALIBRATION.floorMs);
    expect(calibratedLimitMs(5000)).toBe(CALIBRATION.capMs);
  });

  it('refuses a time that is not one', () => {
    expect(() => calibratedLimitMs(-1)).toThrow(RangeError);
    expect(() => calibratedLimitMs(Number.NaN)).toThrow(RangeError);
  });
});
