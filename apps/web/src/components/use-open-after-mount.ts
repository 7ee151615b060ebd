import { useEffect, useState } from 'react';

/**
 * The `open` to hand a Chakra dialog: `false` until the frame after its mount, then `open`.
 *
 * A dialog mounted already open (the problems page mounts its lazily loaded dialogs that way) starts
 * its focus trap and outside-interaction layer as mount effects. React may replay mount effects
 * (StrictMode does in development, after the trap has taken the focus); the torn-down trap then
 * hands the focus back to the opener outside the dialog, and the rebuilt layer takes that for the
 * focus leaving the dialog and dismisses it. Opening after the mount makes opening an update, which
 * React never replays.
 */
export function useOpenAfterMount(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return open && mounted;
}
