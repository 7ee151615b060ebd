import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` milliseconds (the first value at once), so a
 * request follows a pause in typing rather than every keystroke. The timer restarts on each change
 * and is cleared on unmount.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
