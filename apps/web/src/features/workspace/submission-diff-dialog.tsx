import type { ApiSubmission } from '@algosheets/contracts';
import { Box, Dialog, Portal } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { DialogCloseButton } from '../../components/dialog-close-button';

const CodeDiff = lazy(() => import('./code-diff'));

/** A past submission's code against the editor's current code, in a modal dialog (focus stays inside it). */
export function SubmissionDiffDialog({ submission, current, onClose }: { submission: ApiSubmission | undefined; current: string; onClose: () => void }) {
  return (
    <Dialog.Root open={submission !== undefined} onOpenChange={(details) => !details.open && onClose()} size="xl" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Submission ({submission?.status}) against your editor</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box h="60vh" data-testid="submission-diff">
                {submission && (
                  <Suspense fallback={null}>
                    <CodeDiff original={submission.sourceCode} modified={current} language={submission.language} />
                  </Suspense>
                )}
              </Box>
            </Dialog.Body>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
