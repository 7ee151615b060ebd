import type { ApiSubmission, Language } from '@algosheets/contracts';
import { Box, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { DialogCloseButton } from '../../components/dialog-close-button';
import { LANGUAGE_LABELS } from '../../lib/language-labels';

const CodeDiff = lazy(() => import('./code-diff'));

/** The choice of what a submission is compared with: the editor's code, or another submission by id. */
const EDITOR = 'editor';

interface SubmissionDiffDialogProps {
  submission: ApiSubmission | undefined;
  /** The learner's submissions of the problem (any order). */
  submissions: ApiSubmission[];
  /** The editor's code and language: offered only when the language is the submission's. */
  current: string;
  currentLanguage: Language | undefined;
  onClose: () => void;
}

/** Submissions oldest first, numbered from 1 as the history table numbers them. */
function numbered(submissions: ApiSubmission[]): Map<ApiSubmission, number> {
  const oldestFirst = [...submissions].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return new Map(oldestFirst.map((submission, index) => [submission, index + 1]));
}

/**
 * A past submission's code against another of the same language (by default the one submitted
 * just before it) or against the editor's code when the editor is in that language, in a modal
 * dialog (focus stays inside it). Code in another language is never offered: a diff of Python
 * against Java says nothing.
 */
export function SubmissionDiffDialog({ submission, submissions, current, currentLanguage, onClose }: SubmissionDiffDialogProps) {
  return (
    <Dialog.Root open={submission !== undefined} onOpenChange={(details) => !details.open && onClose()} size="xl" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {submission && <DiffBody key={submission.id ?? submission.createdAt} submission={submission} submissions={submissions} current={current} currentLanguage={currentLanguage} />}
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DiffBody({ submission, submissions, current, currentLanguage }: Omit<SubmissionDiffDialogProps, 'onClose' | 'submission'> & { submission: ApiSubmission }) {
  const numbers = numbered(submissions);
  const number = numbers.get(submission) ?? 0;
  const sameLanguage = [...numbers.entries()].filter(([other]) => other !== submission && other.language === submission.language && other.id);
  const earlier = sameLanguage.filter(([, n]) => n < number).at(-1);
  const editorOffered = currentLanguage === submission.language;
  const [choice, setChoice] = useState<string | undefined>(() => earlier?.[0].id ?? (editorOffered ? EDITOR : sameLanguage[0]?.[0].id ?? undefined));
  const chosen = sameLanguage.find(([other]) => other.id === choice);
  const original = chosen ? chosen[0].sourceCode : choice === EDITOR ? current : undefined;
  const label = LANGUAGE_LABELS[submission.language] ?? submission.language;
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          Submission {number} ({submission.status}, {label})
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          {original === undefined ? (
            <Text color="fg.muted">Nothing else in {label} to compare with: submit or open {label} code in the editor first.</Text>
          ) : (
            <Field.Root>
              <Field.Label>Compare with</Field.Label>
              <NativeSelect.Root size="sm" maxW="md">
                <NativeSelect.Field value={choice} onChange={(event) => setChoice(event.target.value)}>
                  {sameLanguage.map(([other, n]) => (
                    <option key={other.id} value={other.id ?? ''}>
                      Submission {n} ({other.status}, {new Date(other.createdAt).toLocaleString()})
                    </option>
                  ))}
                  {editorOffered && <option value={EDITOR}>The code in your editor</option>}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Box h="55vh" data-testid="submission-diff">
            {original !== undefined && (
              <Suspense fallback={null}>
                <CodeDiff original={original} modified={submission.sourceCode} language={submission.language} />
              </Suspense>
            )}
          </Box>
        </Stack>
      </Dialog.Body>
    </>
  );
}
