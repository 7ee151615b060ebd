import { Button, IconButton, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { LuChevronDown, LuMenu } from 'react-icons/lu';

/**
 * The buttons that open the navbar's menus. They live in the entry chunk, while the menus behind
 * them load on first use (the 200 KB start-up JavaScript budget), so both the placeholder and the
 * loaded menu render the very same trigger.
 */
export const SheetsTrigger = forwardRef<HTMLButtonElement, ButtonProps>(function SheetsTrigger(props, ref) {
  return (
    <Button ref={ref} variant="ghost" size="md" fontSize="md" fontWeight="medium" color="fg.muted" px="3" {...props}>
      Sheets <LuChevronDown />
    </Button>
  );
});

export const MobileMenuTrigger = forwardRef<HTMLButtonElement, ButtonProps>(function MobileMenuTrigger(props, ref) {
  return (
    <IconButton ref={ref} variant="ghost" aria-label="Open menu" hideFrom="md" {...props}>
      <LuMenu />
    </IconButton>
  );
});
