import type { CreateSheetRequest } from '@algosheets/contracts';
import { Button, Checkbox, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useOpenAfterMount } from '../../components/use-open-after-mount';
import { useSession } from '../../api/session-api';
import { useCreateSheetMutation } from './sheets-api';
import { createSheetSchema, type CreateSheetFormValues } from './sheet-schemas';

const EMPTY_SHEET: CreateSheetFormValues = { name: '', description: '', isPublic: false };

/**
 * 'Create New Sheet': name (required), description, and the public checkbox that
 * only admins see, because only admins may create public sheets.
 */
export function CreateSheetDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { isAdmin } = useSession();
  const { register, control, handleSubmit, reset, formState: { errors } } = useForm<CreateSheetFormValues, unknown, CreateSheetRequest>({
    resolver: zodResolver(createSheetSchema),
    defaultValues: EMPTY_SHEET,
    reValidateMode: 'onSubmit',
  });
  const [createSheet, { isLoading }] = useCreateSheetMutation();
  const shown = useOpenAfterMount(open);

  const close = () => {
    reset(EMPTY_SHEET);
    onOpenChange(false);
  };

  const submit = async (sheet: CreateSheetRequest) => {
    try {
      await createSheet({ ...sheet, isPublic: isAdmin && sheet.isPublic }).unwrap();
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
            <form onSubmit={handleSubmit(submit)} noValidate>
            <Dialog.Header>
              <Dialog.Title>Create New Sheet</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root invalid={Boolean(errors.name)} required>
                  <Field.Label>
                    Sheet Name <Field.RequiredIndicator />
                  </Field.Label>
                  <Input {...register('name')} />
                  <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Description</Field.Label>
                  <Textarea {...register('description')} />
                </Field.Root>
                {isAdmin && (
                  <Controller
                    control={control}
                    name="isPublic"
                    render={({ field }) => (
                      <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
                        <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                        <Checkbox.Control />
                        <Checkbox.Label>Make this Sheet public (visible to everyone)</Checkbox.Label>
                      </Checkbox.Root>
                    )}
                  />
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
