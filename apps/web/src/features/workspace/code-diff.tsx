import { Center, Spinner } from '@chakra-ui/react';
import { DiffEditor } from '@monaco-editor/react';
import { useEditorTheme, useLocalMonaco } from '../../components/code-editor/monaco-setup';
import { monacoLanguage } from '../../components/code-editor/monaco-definitions';

/**
 * A read-only Monaco diff: the code compared with (left, `original`) against a submission's code
 * (right, `modified`). Lazy like the editor, from the same locally bundled Monaco.
 */
export default function CodeDiff({ original, modified, language }: { original: string; modified: string; language: string }) {
  const ready = useLocalMonaco();
  const theme = useEditorTheme();
  const loading = (
    <Center h="full">
      <Spinner role="status" color="orange.500" aria-label="Loading diff" />
    </Center>
  );
  if (!ready) return loading;
  return (
    <DiffEditor
      height="100%"
      theme={theme}
      language={monacoLanguage(language)}
      original={original}
      modified={modified}
      loading={loading}
      options={{
        readOnly: true,
        originalEditable: false,
        minimap: { enabled: false },
        automaticLayout: true,
        scrollBeyondLastLine: false,
        fontSize: 14,
      }}
      onMount={(diff) => {
        // Each side's text area is a textbox to assistive technology, which needs a name; the diff
        // editor's own originalAriaLabel and modifiedAriaLabel options leave it empty.
        diff.getOriginalEditor().updateOptions({ ariaLabel: 'Code compared with (read-only)' });
        diff.getModifiedEditor().updateOptions({ ariaLabel: "The submission's code (read-only)" });
      }}
    />
  );
}
