import { Box, Center, Flex, Kbd, Spinner, Text } from '@chakra-ui/react';
import Editor from '@monaco-editor/react';
import { useEffect, useRef, useState } from 'react';
import type { IDisposable } from 'monaco-editor/editor/editor.api';
import { bindTabFocusExits, EDITOR_ARIA_LABEL, editorAriaLabel } from './editor-tab-focus';
import { monacoLanguage } from './monaco-definitions';
import { useEditorTheme, useLocalMonaco } from './monaco-setup';

export interface CodeEditorProps {
  language: string;
  /** The text the editor starts with. Later changes are ignored: key the editor to replace its text. */
  initialValue: string;
  onChange: (value: string) => void;
  /** The editor's name for assistive technology (e.g. `Python Reference Solution`); default `Code editor`. */
  label?: string;
}

/**
 * The code editor of the workspace and of the admin problem form: the app's light or dark editor
 * theme (following the colour mode), font size 15, no minimap, and the keyboard ways out of it (Esc
 * then Tab, Ctrl+M) shown on a line below it; it fills its parent's height. This module is the lazy
 * chunk: its users load it with React.lazy, so Monaco never weighs on a page's first load.
 *
 * Monaco owns the text (uncontrolled): each edit is reported through `onChange` and never written
 * back. A controlled `value` is echoed into the editor by an effect after the render that follows
 * each edit; when a keystroke lands in between (renders are slow in the development build), the
 * echo writes the older text over it, and the code that Run sends is not what was typed.
 */
export default function CodeEditor({ language, initialValue, onChange, label }: CodeEditorProps) {
  const ready = useLocalMonaco();
  const theme = useEditorTheme();
  const [tabMovesFocus, setTabMovesFocus] = useState(false);
  const exits = useRef<IDisposable>(undefined);
  useEffect(() => () => exits.current?.dispose(), []);
  const loading = (
    <Center h="full">
      <Spinner role="status" color="orange.500" aria-label="Loading editor" />
    </Center>
  );
  if (!ready) return loading;
  return (
    <Flex direction="column" h="full">
      <Box flex="1" minH="0">
        <Editor
          height="100%"
          theme={theme}
          language={monacoLanguage(language)}
          defaultValue={initialValue}
          loading={loading}
          onChange={(next) => onChange(next ?? '')}
          onMount={(codeEditor, monaco) => {
            exits.current = bindTabFocusExits(codeEditor, monaco, setTabMovesFocus);
          }}
          options={{ fontSize: 15, minimap: { enabled: false }, automaticLayout: true, scrollBeyondLastLine: false, tabSize: 4, ariaLabel: label ? editorAriaLabel(label) : EDITOR_ARIA_LABEL }}
        />
      </Box>
      <Text px="3" py="1" fontSize="xs" color="fg.muted" borderTopWidth="1px" data-testid="editor-keys" aria-live="polite">
        {tabMovesFocus ? (
          <>
            Tab moves the focus. <Kbd size="sm">Ctrl</Kbd>+<Kbd size="sm">M</Kbd> to indent with Tab again.
          </>
        ) : (
          <>
            <Kbd size="sm">Esc</Kbd> then <Kbd size="sm">Tab</Kbd> leaves the editor; <Kbd size="sm">Ctrl</Kbd>+<Kbd size="sm">M</Kbd> makes Tab move the focus.
          </>
        )}
      </Text>
    </Flex>
  );
}
