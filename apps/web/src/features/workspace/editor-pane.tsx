import type { Language } from '@algosheets/contracts';
import { Alert, Box, Button, Center, HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LuRotateCcw } from 'react-icons/lu';
import { LANGUAGE_LABELS } from '../../lib/language-labels';
import type { DraftConflict, DraftSaveStatus } from './use-draft-sync';

const CodeEditor = lazy(() => import('../../components/code-editor/code-editor'));

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
  /** Whether the draft on the server holds what the editor shows. */
  saveStatus: DraftSaveStatus;
  /** Set after this tab saved over a newer draft of another tab or device. */
  conflict: DraftConflict | undefined;
  onLoadTheirs: () => void;
  onDismissConflict: () => void;
}

const SAVE_STATUS_TEXT: Record<DraftSaveStatus, string> = {
  saved: 'Draft saved',
  pending: 'Saving draft…',
  failed: 'Draft not saved: retrying on your next edit',
};

/**
 * The editor pane: the language list, the draft's save state, Restore draft and Reset code above
 * the lazily loaded Monaco editor, and the notice of a draft saved over another tab's.
 */
export function EditorPane({ languages, language, onLanguage, draftOffered, onRestoreDraft, onReset, loaded, onChange, saveStatus, conflict, onLoadTheirs, onDismissConflict }: EditorPaneProps) {
  return (
    <>
      <HStack px="3" py="2" borderBottomWidth="1px" justify="space-between" wrap="wrap">
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
          <Text fontSize="xs" color={saveStatus === 'failed' ? 'fg.error' : 'fg.muted'} aria-live="polite" data-testid="draft-status" data-status={saveStatus}>
            {SAVE_STATUS_TEXT[saveStatus]}
          </Text>
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
      {conflict && (
        <Alert.Root status="warning" size="sm" borderRadius="0" data-testid="draft-conflict">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              Your {LANGUAGE_LABELS[conflict.language]} draft was also changed in another tab or on another device (at {new Date(conflict.savedAt).toLocaleTimeString()}). The code in this tab was saved over it.
            </Alert.Description>
          </Alert.Content>
          <HStack gap="1" flexShrink={0}>
            <Button size="xs" variant="outline" onClick={onLoadTheirs}>
              Load the other version
            </Button>
            <Button size="xs" variant="ghost" onClick={onDismissConflict}>
              Dismiss
            </Button>
          </HStack>
        </Alert.Root>
      )}
      <Box flex="1" minH="0" data-testid="code-editor">
        <Suspense fallback={<Center h="full"><Spinner role="status" color="orange.500" aria-label="Loading editor" /></Center>}>
          <CodeEditor key={loaded.revision} language={language ?? ''} initialValue={loaded.text} onChange={onChange} />
        </Suspense>
      </Box>
    </>
  );
}
