import { PROBLEM_MESSAGES } from '@algosheets/contracts';
import { Button, Checkbox, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useOpenAfterMount } from '../../components/use-open-after-mount';
import { useSession } from '../../api/session-api';
import { useCreatePlaylistMutation } from './playlists-api';

/**
 * 'Create New Sheet': name (required), description, and the public checkbox that
 * only admins see, because only admins may create public sheets.
 */
export function CreateSheetDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { isAdmin } = useSession();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [error, setError] = useState<string>();
  const [createPlaylist, { isLoading }] = useCreatePlaylistMutation();
  const shown = useOpenAfterMount(open);

  const close = () => {
    setName('');
    setDescription('');
    setIsPublic(false);
    setError(undefined);
    onOpenChange(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(PROBLEM_MESSAGES.playlistName);
      return;
    }
    try {
      await createPlaylist({ name: name.trim(), description: description.trim(), isPublic: isAdmin && isPublic }).unwrap();
      close();
    } catch {
      // The mutation's toast reports the failure; the dialog stays open so nothing typed is lost.
    }
  };

  return (
    <Dialog.Root open={shown} onOpenChange={(details) => (details.open ? onOpenChange(true) : close())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
            <Dialog.Header>
              <Dialog.Title>Create New Sheet</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root invalid={Boolean(error)} required>
                  <Field.Label>
                    Sheet Name <Field.RequiredIndicator />
                  </Field.Label>
                  <Input name="sheetName" value={name} onChange={(event) => setName(event.target.value)} />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Description</Field.Label>
                  <Textarea name="sheetDescription" value={description} onChange={(event) => setDescription(event.target.value)} />
                </Field.Root>
                {isAdmin && (
                  <Checkbox.Root checked={isPublic} onCheckedChange={(details) => setIsPublic(details.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Make this Sheet public (visible to everyone)</Checkbox.Label>
                  </Checkbox.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="orange" loading={isLoading}>
                Create Sheet
              </Button>
            </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
