import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { useOpenAfterMount } from '../../components/use-open-after-mount';
import { useSession } from '../../api/session-api';
import { useAddProblemsToSheetMutation, useGetSheetsQuery } from './sheets-api';

/**
 * 'Add to Sheet': admins choose among all sheets, learners among the sheets they
 * created. `onClose(added)` says whether the problem went into a sheet (Cancel, Escape: false). The
 * tags input is shown (the add-to-sheet dialog's fields) and is not sent anywhere. When the sheets failed
 * to load, an error with Retry says so above an empty choice.
 */
export function AddToSheetDialog({ problemId, onClose }: { problemId: string | undefined; onClose: (added: boolean) => void }) {
  const { user, isAdmin } = useSession();
  const { data, isError, isFetching, refetch } = useGetSheetsQuery(undefined, { skip: problemId === undefined });
  const [sheetId, setSheetId] = useState('');
  const [tags, setTags] = useState('');
  const [addProblems, { isLoading }] = useAddProblemsToSheetMutation();
  const shown = useOpenAfterMount(problemId !== undefined);
  const sheets = (data?.playLists ?? []).filter((sheet) => isAdmin || sheet.createdBy === user?.id);

  const close = (added = false) => {
    setSheetId('');
    setTags('');
    onClose(added);
  };

  const add = async () => {
    if (!problemId || !sheetId) return;
    try {
      await addProblems({ id: sheetId, problemIds: [problemId] }).unwrap();
      close(true);
    } catch {
      // Reported by the mutation's toast.
    }
  };

  return (
    <Dialog.Root open={shown} onOpenChange={(details) => !details.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Add to Sheet</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {isError && !data && <LoadError what="Your sheets" onRetry={() => void refetch()} retrying={isFetching} />}
                <Field.Root>
                  <Field.Label>Select Sheet</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field name="sheet" aria-label="Select Sheet" value={sheetId} onChange={(event) => setSheetId(event.target.value)}>
                      <option value="">Select a sheet</option>
                      {sheets.map((sheet) => (
                        <option key={sheet.id} value={sheet.id}>
                          {sheet.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Add Tags (comma-separated)</Field.Label>
                  <Input value={tags} onChange={(event) => setTags(event.target.value)} />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => close()}>
                Cancel
              </Button>
              <Button colorPalette="orange" disabled={!sheetId} loading={isLoading} onClick={() => void add()}>
                Add to Sheet
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
