import { type ApiSubmission, formatKb, formatSeconds, type SubmissionsResponse } from '@algosheets/contracts';
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { LoadError, type QueryState } from '../../components/load-error';
import { LANGUAGE_LABELS } from '../../lib/language-labels';
import { averageKb, averageSeconds, orNotAvailable, statusPalette } from './result-summary';

/**
 * The submissions history: newest first, numbered descending, status badges,
 * 'N/A' for zero runtime or memory, an error with Retry when the history failed to load; a click opens the row in the Results tab, its Compare button
 * (`onCompare`) the submission's code against the editor's.
 */
export function SubmissionsTable({
  query,
  onOpen,
  onCompare,
}: {
  /** The problem's submissions query: its answer and its state. */
  query: QueryState<SubmissionsResponse>;
  onOpen: (submission: ApiSubmission) => void;
  onCompare: (submission: ApiSubmission) => void;
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
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Compare submission ${newestFirst.length - index} with the editor`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onCompare(submission);
                  }}
                  onKeyDown={(event) => event.stopPropagation()}
                >
                  Compare
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
