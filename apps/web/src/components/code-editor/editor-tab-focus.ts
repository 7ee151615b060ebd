import type { editor, IDisposable } from 'monaco-editor/editor/editor.api';

type Monaco = typeof import('monaco-editor/editor/editor.api');

/** How to leave a Monaco editor by keyboard, as its ARIA label says it after the editor's name. */
const EXIT_KEYS = 'Press Escape then Tab to move the focus out of the editor, or Control+M to make Tab move the focus until you press it again.';

/** Monaco's ARIA label for the workspace editor: what it is and how to leave it by keyboard. */
export const EDITOR_ARIA_LABEL = `Code editor. ${EXIT_KEYS}`;

/** Monaco's ARIA label for an editor named `name` (e.g. `Python Reference Solution`), with the keys that leave it. */
export function editorAriaLabel(name: string): string {
  return `${name}. ${EXIT_KEYS}`;
}

/**
 * Binds the ways out of the editor for keyboard users (WCAG 2.1.2, no keyboard trap), through
 * Monaco's `tabFocusMode` option, under which Tab and Shift+Tab are left to the browser and move
 * the focus to the next and previous control:
 * - Ctrl+M (Ctrl+Shift+M on a Mac, where Cmd+M minimises the window) turns the mode on and off;
 *   `onModeChange(on)` reports each change so the page can show it.
 * - Escape arms the mode for one key: Tab or Shift+Tab then leaves the editor, any other key
 *   (modifiers aside) disarms it, as does leaving the editor.
 * @returns the disposable of every listener and command it added
 */
export function bindTabFocusExits(codeEditor: editor.IStandaloneCodeEditor, monaco: Monaco, onModeChange: (on: boolean) => void): IDisposable {
  const { KeyCode, KeyMod } = monaco;
  const modifiers = new Set([KeyCode.Shift, KeyCode.Ctrl, KeyCode.Alt, KeyCode.Meta]);
  let sticky = false;
  let armed = false;
  const apply = () => codeEditor.updateOptions({ tabFocusMode: sticky || armed });
  const toggle = () => {
    sticky = !sticky;
    armed = false;
    apply();
    onModeChange(sticky);
  };
  const disarm = () => {
    if (!armed) return;
    armed = false;
    apply();
  };
  codeEditor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyM, toggle);
  codeEditor.addCommand(KeyMod.WinCtrl | KeyMod.Shift | KeyCode.KeyM, toggle);
  const listeners = [
    codeEditor.onKeyDown((event) => {
      if (event.keyCode === KeyCode.Escape) {
        armed = true;
        apply();
      } else if (event.keyCode !== KeyCode.Tab && !modifiers.has(event.keyCode)) {
        disarm();
      }
    }),
    codeEditor.onDidBlurEditorText(disarm),
  ];
  return { dispose: () => listeners.forEach((listener) => listener.dispose()) };
}
