import { NOTE_MAX_LENGTH } from '@algosheets/contracts';
import { Box, Button, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { MarkdownText } from '../../components/markdown-text';
import { useGetNoteQuery, useSaveNoteMutation } from './review-api';

/** Quiet time after the last keystroke before a note is saved, ms. */
export const NOTE_AUTOSAVE_MS = 800;

type SaveState = 'saved' | 'editing' | 'saving' | 'failed';

const STATE_TEXT: Record<SaveState, string> = { saved: 'Saved', editing: 'Unsaved changes', saving: 'Saving…', failed: 'Not saved: will retry on the next edit' };

/** The workspace's Notes tab: the learner's private Markdown note on the problem, autosaved. */
export function NotesPanel({ problemId }: { problemId: string }) {
  const { data, isLoading, isError, refetch } = useGetNoteQuery(problemId);
  if (isLoading) return <Spinner role="status" color="orange.500" aria-label="Loading note" />;
  if (isError || !data) {
    return (
      <Stack align="start" role="alert">
        <Text color="fg.error">The note could not be loaded.</Text>
        <Button size="xs" variant="outline" onClick={() => void refetch()}>
          Retry
        </Button>
      </Stack>
    );
  }
  return <NoteEditor problemId={problemId} initial={data.note.body} />;
}

/**
 * Edits one note. A save starts {@link NOTE_AUTOSAVE_MS} after the last keystroke; leaving the tab
 * or the page with an edit pending saves it at once, so nothing typed is lost.
 */
function NoteEditor({ problemId, initial }: { problemId: string; initial: string }) {
  const [body, setBody] = useState(initial);
  const [state, setState] = useState<SaveState>('saved');
  const [preview, setPreview] = useState(false);
  const [saveNote] = useSaveNoteMutation();
  const pending = useRef<string | undefined>(undefined);

  const save = useEffectEvent(async () => {
    const text = pending.current;
    if (text === undefined) return;
    pending.current = undefined;
    setState('saving');
    try {
      await saveNote({ problemId, body: text }).unwrap();
      setState(pending.current === undefined ? 'saved' : 'editing');
    } catch {
      setState('failed');
    }
  });

  useEffect(() => {
    if (state !== 'editing') return undefined;
    const timer = setTimeout(() => void save(), NOTE_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [body, state]);

  // An edit still waiting for its quiet time is saved when the editor goes away.
  useEffect(() => () => void save(), []);

  const edit = (next: string) => {
    setBody(next);
    pending.current = next;
    setState('editing');
  };

  return (
    <Stack gap="2" data-testid="notes-panel">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          Private to you. Markdown is supported.
        </Text>
        <HStack gap="3">
          <Text fontSize="xs" color={state === 'failed' ? 'fg.error' : 'fg.muted'} data-testid="note-status" data-state={state} aria-live="polite">
            {STATE_TEXT[state]}
          </Text>
          <Button size="xs" variant="outline" aria-pressed={preview} onClick={() => setPreview((on) => !on)}>
            {preview ? 'Edit' : 'Preview'}
          </Button>
        </HStack>
      </HStack>
      {preview ? (
        <Box borderWidth="1px" rounded="md" p="3" minH="40" data-testid="note-preview">
          {body.trim() ? <MarkdownText text={body} /> : <Text color="fg.muted">Nothing written yet.</Text>}
        </Box>
      ) : (
        <Textarea
          aria-label="My note (Markdown)"
          name="note"
          fontFamily="mono"
          fontSize="sm"
          rows={12}
          maxLength={NOTE_MAX_LENGTH}
          placeholder="Key idea, pitfalls, complexity…"
          value={body}
          onChange={(event) => edit(event.target.value)}
        />
      )}
      <Text fontSize="xs" color="fg.muted" textAlign="end">{`${body.length} / ${NOTE_MAX_LENGTH}`}</Text>
    </Stack>
  );
}
