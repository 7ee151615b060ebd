import { act, renderHook } from '@testing-library/react';
import { actionLabel, RUN_COOLDOWN_S, secondsLeft, useCooldown } from './use-cooldown';

describe('Run/Submit cooldown (30 seconds)', () => {
  it('is 30 seconds', () => {
    expect(RUN_COOLDOWN_S).toBe(30);
  });

  it('counts whole seconds up and never below zero', () => {
    expect(secondsLeft(undefined, 0)).toBe(0);
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 31_000)).toBe(0);
  });

  it('labels the buttons', () => {
    expect(actionLabel('Run Code', 'Running...', true, 30)).toBe('Running...');
    expect(actionLabel('Submit', 'Submitting...', false, 12)).toBe('Wait 12s');
    expect(actionLabel('Submit', 'Submitting...', false, 0)).toBe('Submit');
  });

  it('ticks down to zero after start()', () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useCooldown());
      expect(result.current.remaining).toBe(0);
      act(() => result.current.start());
      expect(result.current.remaining).toBe(30);
      act(() => jest.advanceTimersByTime(10_000));
      expect(result.current.remaining).toBe(20);
      act(() => jest.advanceTimersByTime(20_000));
      expect(result.current.remaining).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
