import { Button, Heading, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, type Path, type UseFormReturn } from 'react-hook-form';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormField } from './form-controls';
import type { ProblemFormValues } from './problem-form';
import type { FieldErrors, ListEdit } from './signature-form';

/** Where a signature keeps a list of parameters in the problem form. */
export type ParamsPath = 'signature.params' | 'signature.constructorParams' | `signature.methods.${number}.params`;

interface ParameterListProps {
  /** The heading over the rows, e.g. `Constructor parameters`. */
  title: string;
  /** Names the rows in labels: `Parameter 1 name`, `Move Parameter 1 up`, `Add Parameter`. */
  label: string;
  form: UseFormReturn<ProblemFormValues>;
  /** The rows' field array, also the error keys' prefix (`signature.params` for `signature.params.0.type`). */
  name: ParamsPath;
  errors: FieldErrors;
  /** Told of every row added, removed or moved, with the number of rows before it. */
  onEdit?: (edit: ListEdit, count: number) => void;
}

/** Typed parameters, one row each (name, type as text), in call order: add, remove and reorder. */
export function ParameterList({ title, label, form, name, errors, onEdit }: ParameterListProps) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name });
  const edit = (change: ListEdit) => {
    onEdit?.(change, fields.length);
    if (change.kind === 'add') append({ name: '', type: '' });
    else if (change.kind === 'remove') remove(change.index);
    else move(change.from, change.to);
  };
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {fields.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No parameters.
        </Text>
      )}
      {fields.map((field, index) => {
        const row = `${label} ${index + 1}`;
        return (
          <HStack key={field.id} align="flex-start">
            <FormField label={`${row} name`} error={errors[`${name}.${index}.name`]}>
              <Input fontFamily="mono" placeholder="nums" {...form.register(`${name}.${index}.name` as Path<ProblemFormValues>)} />
            </FormField>
            <FormField label={`${row} type`} error={errors[`${name}.${index}.type`]}>
              <Input fontFamily="mono" placeholder="int[]" {...form.register(`${name}.${index}.type` as Path<ProblemFormValues>)} />
            </FormField>
            <HStack gap="0" pt="6">
              <IconButton size="sm" variant="ghost" aria-label={`Move ${row} up`} disabled={index === 0} onClick={() => edit({ kind: 'move', from: index, to: index - 1 })}>
                <LuArrowUp />
              </IconButton>
              <IconButton size="sm" variant="ghost" aria-label={`Move ${row} down`} disabled={index === fields.length - 1} onClick={() => edit({ kind: 'move', from: index, to: index + 1 })}>
                <LuArrowDown />
              </IconButton>
              <IconButton size="sm" variant="ghost" aria-label={`Remove ${row}`} onClick={() => edit({ kind: 'remove', index })}>
                <LuTrash2 />
              </IconButton>
            </HStack>
          </HStack>
        );
      })}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => edit({ kind: 'add' })}>
        <LuPlus /> Add {label}
      </Button>
    </Stack>
  );
}
