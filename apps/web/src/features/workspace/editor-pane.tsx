import type { Language } from '@algosheets/contracts';
import { Box, Button, Center, HStack, NativeSelect, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LuRotateCcw } from 'react-icons/lu';
import { LANGUAGE_LABELS } from '../../lib/language-labels';

const CodeEditor = lazy(() => import('./code-editor'));

interface EditorPaneProps {
  languages: Language[];
  language: Language | undefined;
  onLanguage: (language: Language) => void;
  /** Whether a saved draft is on offer: 'Restore draft' is shown. */
  draftOffered: boolean;
  onRestoreDraft: () => void;
  onReset: () => void;
  /** The text the editor was last loaded with; a new `revision` remounts the editor with it. */
  loaded: { text: string; revision: number };
  onChange: (code: string) => void;
}

/** The editor pane: the language list, Restore draft and Reset code above the lazily loaded Monaco editor. */
export function EditorPane({ languages, language, onLanguage, draftOffered, onRestoreDraft, onReset, loaded, onChange }: EditorPaneProps) {
  return (
    <>
      <HStack px="3" py="2" borderBottomWidth="1px" justify="space-between">
        <NativeSelect.Root size="sm" w="44">
          <NativeSelect.Field aria-label="Language" value={language ?? ''} onChange={(event) => onLanguage(event.target.value as Language)}>
            {languages.map((option) => (
              <option key={option} value={option}>
                {LANGUAGE_LABELS[option]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="1">
          {draftOffered && (
            <Button size="xs" variant="outline" colorPalette="orange" onClick={onRestoreDraft}>
              Restore draft
            </Button>
          )}
          <Button size="xs" variant="ghost" onClick={onReset}>
            <LuRotateCcw /> Reset code
          </Button>
        </HStack>
      </HStack>
      <Box flex="1" minH="0" data-testid="code-editor">
        <Suspense fallback={<Center h="full"><Spinner color="orange.500" aria-label="Loading editor" /></Center>}>
          <CodeEditor key={loaded.revision} language={language ?? ''} initialValue={loaded.text} onChange={onChange} />
        </Suspense>
      </Box>
    </>
  );
}
