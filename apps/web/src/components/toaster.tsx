import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';

/** The toast limits: 4000 ms, at most 3 visible, 356 px wide. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_WIDTH = '356px';

/**
 * The app's one toaster. Features call `toaster.success({ title })`, `toaster.error(...)`,
 * `toaster.info(...)`: at most three are visible at once (later ones wait), each for 4000 ms.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  max: TOAST_MAX_VISIBLE,
  pauseOnPageIdle: true,
});

const ToastViewport = lazy(() => import('./toast-viewport'));

/**
 * Mounted once by the app providers. The toast viewport (and its state machine) loads when the
 * first toast is created, so pages that never toast never download it (the 200 KB start-up
 * JavaScript budget).
 */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => (needed ? undefined : toaster.subscribe(() => setNeeded(true))), [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  ) : null;
}
