import { Center, Spinner } from '@chakra-ui/react';
import Editor from '@monaco-editor/react';
import { monacoLanguage } from './monaco-definitions';
import { useLocalMonaco } from './monaco-setup';

export interface CodeEditorProps {
  language: string;
  /** The text the editor starts with. Later changes are ignored: key the editor to replace its text. */
  initialValue: string;
  onChange: (value: string) => void;
}

/**
 * The workspace editor: dark theme, font size 15, no minimap. This module is the
 * lazy chunk: the workspace loads it with React.lazy, so Monaco never weighs on other pages.
 *
 * Monaco owns the text (uncontrolled): each edit is reported through `onChange` and never written
 * back. A controlled `value` is echoed into the editor by an effect after the render that follows
 * each edit; when a keystroke lands in between (renders are slow in the development build), the
 * echo writes the older text over it, and the code that Run sends is not what was typed.
 */
export default function CodeEditor({ language, initialValue, onChange }: CodeEditorProps) {
  const ready = useLocalMonaco();
  const loading = (
    <Center h="full">
      <Spinner color="orange.500" aria-label="Loading editor" />
    </Center>
  );
  if (!ready) return loading;
  return (
    <Editor
      height="100%"
      theme="vs-dark"
      language={monacoLanguage(language)}
      defaultValue={initialValue}
      loading={loading}
      onChange={(next) => onChange(next ?? '')}
      options={{ fontSize: 15, minimap: { enabled: false }, automaticLayout: true, scrollBeyondLastLine: false, tabSize: 4 }}
    />
  );
}
