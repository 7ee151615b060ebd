import { Center, Spinner } from '@chakra-ui/react';
import Editor from '@monaco-editor/react';
import { useEffect, useState } from 'react';
import { configureLocalMonaco } from './monaco-setup';

/** Monaco language ids of the judged languages. */
const MONACO_LANGUAGE: Record<string, string> = { JAVASCRIPT: 'javascript', TYPESCRIPT: 'typescript', PYTHON: 'python', JAVA: 'java' };

export interface CodeEditorProps {
  language: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The workspace editor (spec section 2): dark theme, font size 15, no minimap. This module is the
 * lazy chunk: the workspace loads it with React.lazy, so Monaco never weighs on other pages.
 */
export default function CodeEditor({ language, value, onChange }: CodeEditorProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void configureLocalMonaco().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

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
      language={MONACO_LANGUAGE[language] ?? 'plaintext'}
      value={value}
      loading={loading}
      onChange={(next) => onChange(next ?? '')}
      options={{ fontSize: 15, minimap: { enabled: false }, automaticLayout: true, scrollBeyondLastLine: false, tabSize: 4 }}
    />
  );
}
