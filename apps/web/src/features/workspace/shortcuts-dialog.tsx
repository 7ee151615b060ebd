import { Dialog, IconButton, Kbd, Portal, Table } from '@chakra-ui/react';
import { useEffect, useEffectEvent } from 'react';
import { LuKeyboard } from 'react-icons/lu';
import { DialogCloseButton } from '../../components/dialog-close-button';

/** The workspace's keyboard shortcuts, as the dialog lists them. Both work while the editor has the focus. */
export const WORKSPACE_SHORTCUTS = [
  { keys: ['Ctrl/Cmd', 'Enter'], action: 'Run the code on the test cases' },
  { keys: ['Ctrl/Cmd', 'Shift', 'Enter'], action: 'Submit' },
] as const;

/**
 * Which action a key press asks for: Ctrl/Cmd+Enter runs, Ctrl/Cmd+Shift+Enter submits; any other
 * key is no shortcut (undefined).
 */
export function shortcutAction(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'run' | 'submit' | undefined {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  return event.shiftKey ? 'submit' : 'run';
}

/** A keyboard button in the workspace bar that opens the list of shortcuts (a modal dialog: focus stays inside it). */
export function ShortcutsDialog() {
  return (
    <Dialog.Root placement="center">
      <Dialog.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label="Keyboard shortcuts">
          <LuKeyboard />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Keyboard shortcuts</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm">
                <Table.Body>
                  {WORKSPACE_SHORTCUTS.map((shortcut) => (
                    <Table.Row key={shortcut.action}>
                      <Table.Cell>
                        {shortcut.keys.map((key, index) => (
                          <span key={key}>
                            {index > 0 && ' + '}
                            <Kbd>{key}</Kbd>
                          </span>
                        ))}
                      </Table.Cell>
                      <Table.Cell>{shortcut.action}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Calls `onAction` for Ctrl/Cmd+Enter ('run') and Ctrl/Cmd+Shift+Enter ('submit') anywhere on the
 * page, also while Monaco has the focus: the listener runs in the capture phase and stops the key,
 * so Monaco never inserts a line for it.
 */
export function useWorkspaceShortcuts(onAction: (action: 'run' | 'submit') => void): void {
  const act = useEffectEvent(onAction);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutAction(event);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      act(action);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
