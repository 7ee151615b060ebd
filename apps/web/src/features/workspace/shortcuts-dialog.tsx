import { Dialog, IconButton, Kbd, Portal, Table } from '@chakra-ui/react';
import { useEffect, useEffectEvent } from 'react';
import { LuKeyboard } from 'react-icons/lu';
import { DialogCloseButton } from '../../components/dialog-close-button';

/**
 * The keys that leave the editor, as in VS Code's accessibility mode (bound by the editor chunk's
 * `bindTabFocusExits`; kept here so the page's chunk never imports from the editor's).
 */
export const EDITOR_EXIT_KEYS = {
  toggle: { keys: ['Ctrl', 'M'], mac: ['Ctrl', 'Shift', 'M'], action: 'Switch Tab between indenting and moving the focus (in the editor)' },
  leave: { keys: ['Esc', 'Tab'], action: 'Leave the editor once: Escape, then Tab or Shift+Tab' },
} as const;

/**
 * Every keyboard shortcut of the workspace, as the dialog lists them: keys pressed together
 * (`then: false`) or one after the other. Run and Submit work anywhere on the page, the editor
 * included; the last two are the editor's ways out for keyboard users.
 */
export const WORKSPACE_SHORTCUTS: readonly { keys: readonly string[]; then?: boolean; action: string }[] = [
  { keys: ['Ctrl/Cmd', 'Enter'], action: 'Run the code on the test cases' },
  { keys: ['Ctrl/Cmd', 'Shift', 'Enter'], action: 'Submit' },
  { keys: EDITOR_EXIT_KEYS.toggle.keys, action: `${EDITOR_EXIT_KEYS.toggle.action}; on a Mac ${EDITOR_EXIT_KEYS.toggle.mac.join('+')}` },
  { keys: EDITOR_EXIT_KEYS.leave.keys, then: true, action: EDITOR_EXIT_KEYS.leave.action },
];

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
                            {index > 0 && (shortcut.then ? ' then ' : ' + ')}
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
