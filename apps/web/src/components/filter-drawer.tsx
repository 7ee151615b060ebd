import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The filters of a list in a drawer from the start edge, for a phone, where the panel beside the
 * list would push it below the first screen. Mounted open (its trigger loads it on first use) and
 * reports every close; `children` is the filter panel, whose choices apply at once.
 */
export default function FilterDrawer({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && onClose()} placement="start" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label="Filters">
            <Drawer.Body pt="12">{children}</Drawer.Body>
            <Drawer.Footer>
              <Button colorPalette="orange" w="full" onClick={onClose}>
                Show problems
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close filters" size="md" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
