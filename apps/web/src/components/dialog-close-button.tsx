import { Dialog, IconButton } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';

/** The × in a dialog's corner, named 'Close' for screen readers. Place inside `Dialog.Content`. */
export function DialogCloseButton() {
  return (
    <Dialog.CloseTrigger asChild>
      <IconButton size="sm" variant="ghost" aria-label="Close">
        <LuX />
      </IconButton>
    </Dialog.CloseTrigger>
  );
}
