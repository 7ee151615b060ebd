import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Toast limits from spec section 9. */
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

/** Renders the toasts of {@link toaster}; mounted once by the app providers. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: TOAST_WIDTH }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
