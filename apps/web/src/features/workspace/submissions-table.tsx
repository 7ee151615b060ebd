import { type ApiSubmission, formatKb, formatSeconds, type SubmissionsResponse } from '@algosheets/contracts';
import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { toaster } from '../../components/toaster';
import { LoadError, type QueryState } from '../../components/load-error';
import { LANGUAGE_LABELS } from '../../lib/language-labels';
import { averageKb, averageSeconds, orNotAvailable, statusPalette } from './result-summary';

/** Copies a submission's code to the clipboard and says whether it worked. */
async function copyCode(submission: ApiSubmission): Promise<void> {
  try {
    await navigator.clipboard.writeText(submission.sourceCode);
    toaster.success({ title: 'Code copied to the clipboard' });
  } catch {
    toaster.error({ title: 'The browser did not allow copying the code' });
  }
}

/** A row button: its click and Enter act on the button only, not on the row (which opens the result). */
function rowAction(action: () => void) {
  return {
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      action();
    },
    onKeyDown: (event: KeyboardEvent) => event.stopPropagation(),
  };
}

/**
 * The submissions history: newest first, numbered descending, status badges,
 * 'N/A' for zero runtime or memory, an error with Retry when the history failed to load; a click
 * opens the row in the Results tab. Each row's code can be opened in the editor (`onOpenInEditor`,
 * in the submission's language), copied, or compared with another of the same language (`onCompare`).
 */
export function SubmissionsTable({
  query,
  onOpen,
  onCompare,
  onOpenInEditor,
}: {
  /** The problem's submissions query: its answer and its state. */
  query: QueryState<SubmissionsResponse>;
  onOpen: (submission: ApiSubmission) => void;
  onCompare: (submission: ApiSubmission) => void;
  onOpenInEditor: (submission: ApiSubmission) => void;
}) {
  const submissions = query.data?.submissions;
  if (query.isLoading) return <Text color="fg.muted">Loading...</Text>;
  if (query.isError && !query.data) return <LoadError what="Your submissions" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!submissions || submissions.length === 0) return <Text color="fg.muted">No Submissions Found</Text>;
  const newestFirst = [...submissions].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Language</Table.ColumnHeader>
            <Table.ColumnHeader>Runtime</Table.ColumnHeader>
            <Table.ColumnHeader>Memory</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Code</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {newestFirst.map((submission, index) => (
            <Table.Row
              key={submission.id ?? submission.createdAt}
              cursor="pointer"
              tabIndex={0}
              onClick={() => onOpen(submission)}
              onKeyDown={(event) => event.key === 'Enter' && onOpen(submission)}
              data-testid="submission-row"
            >
              <Table.Cell>{newestFirst.length - index}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={statusPalette(submission.status)}>{submission.status}</Badge>
              </Table.Cell>
              <Table.Cell>{LANGUAGE_LABELS[submission.language] ?? submission.language}</Table.Cell>
              <Table.Cell>{orNotAvailable(averageSeconds(submission.time), formatSeconds)}</Table.Cell>
              <Table.Cell>{orNotAvailable(averageKb(submission.memory), formatKb)}</Table.Cell>
              <Table.Cell>{new Date(submission.createdAt).toLocaleString()}</Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <Button size="xs" variant="outline" aria-label={`Open in editor, submission ${newestFirst.length - index}`} {...rowAction(() => onOpenInEditor(submission))}>
                    Open in editor
                  </Button>
                  <Button size="xs" variant="outline" aria-label={`Copy the code of submission ${newestFirst.length - index}`} {...rowAction(() => void copyCode(submission))}>
                    Copy
                  </Button>
                  <Button size="xs" variant="outline" aria-label={`Compare submission ${newestFirst.length - index}`} {...rowAction(() => onCompare(submission))}>
                    Compare
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
