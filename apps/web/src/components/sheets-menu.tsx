import { Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SheetsTrigger } from './nav-triggers';
import { SHEETS_LINKS } from './site-links';

/** The 'Sheets' dropdown (Company Sheets, All Problems); loaded on first use and mounted open. */
export default function SheetsMenu() {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} defaultOpen>
      <Menu.Trigger asChild>
        <SheetsTrigger />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {SHEETS_LINKS.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
