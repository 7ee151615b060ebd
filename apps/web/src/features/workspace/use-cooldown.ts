import { useCallback, useEffect, useState } from 'react';

/** The Run/Submit cooldown: after a Run or Submit starts, both buttons wait 30 seconds. */
export const RUN_COOLDOWN_S = 30;

/** Seconds left of a cooldown that ends at `endsAt` (ms), never negative, rounded up so it reads 30 … 1. */
export function secondsLeft(endsAt: number | undefined, now: number): number {
  return endsAt === undefined ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * The Run/Submit button label: 'Running...' / 'Submitting...' while the request
 * executes, then 'Wait {n}s' until the cooldown ends, else the idle label.
 */
export function actionLabel(idle: string, busyLabel: string, busy: boolean, remaining: number): string {
  if (busy) return busyLabel;
  return remaining > 0 ? `Wait ${remaining}s` : idle;
}

/**
 * A 30-second countdown started by `start()`; `remaining` ticks down once a second. `cancel()`
 * ends it at once: a request that failed (network, 5xx, timeout) must not cost the learner 30 s.
 */
export function useCooldown(seconds = RUN_COOLDOWN_S): { remaining: number; start: () => void; cancel: () => void } {
  const [endsAt, setEndsAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(endsAt, now);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [remaining]);

  const start = useCallback(() => {
    const started = Date.now();
    setNow(started);
    setEndsAt(started + seconds * 1000);
  }, [seconds]);

  const cancel = useCallback(() => setEndsAt(undefined), []);

  return { remaining, start, cancel };
}
