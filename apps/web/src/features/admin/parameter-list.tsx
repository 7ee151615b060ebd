import type { Parameter } from '@algosheets/contracts';
import { Button, Heading, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormField } from './form-controls';
import type { FieldErrors, ListEdit } from './signature-form';

interface ParameterListProps {
  /** The heading over the rows, e.g. `Constructor parameters`. */
  title: string;
  /** Names the rows in labels: `Parameter 1 name`, `Move Parameter 1 up`, `Add Parameter`. */
  label: string;
  params: Parameter[];
  /** Error keys of the rows, e.g. `signature.params` for `signature.params.0.type`. */
  path: string;
  errors: FieldErrors;
  /** A row added, removed or moved. */
  onEdit: (edit: ListEdit) => void;
  /** Row `index` renamed or retyped. */
  onChange: (index: number, param: Parameter) => void;
}

/** Typed parameters, one row each (name, type as text), in call order: add, remove and reorder. */
export function ParameterList({ title, label, params, path, errors, onEdit, onChange }: ParameterListProps) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {params.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No parameters.
        </Text>
      )}
      {params.map((param, index) => {
        const row = `${label} ${index + 1}`;
        return (
          <HStack key={`${path}-${index + 1}`} align="flex-start">
            <FormField label={`${row} name`} error={errors[`${path}.${index}.name`]}>
              <Input fontFamily="mono" value={param.name} placeholder="nums" onChange={(event) => onChange(index, { ...param, name: event.target.value })} />
            </FormField>
            <FormField label={`${row} type`} error={errors[`${path}.${index}.type`]}>
              <Input fontFamily="mono" value={param.type} placeholder="int[]" onChange={(event) => onChange(index, { ...param, type: event.target.value })} />
            </FormField>
            <HStack gap="0" pt="6">
              <IconButton size="sm" variant="ghost" aria-label={`Move ${row} up`} disabled={index === 0} onClick={() => onEdit({ kind: 'move', from: index, to: index - 1 })}>
                <LuArrowUp />
              </IconButton>
              <IconButton size="sm" variant="ghost" aria-label={`Move ${row} down`} disabled={index === params.length - 1} onClick={() => onEdit({ kind: 'move', from: index, to: index + 1 })}>
                <LuArrowDown />
              </IconButton>
              <IconButton size="sm" variant="ghost" aria-label={`Remove ${row}`} onClick={() => onEdit({ kind: 'remove', index })}>
                <LuTrash2 />
              </IconButton>
            </HStack>
          </HStack>
        );
      })}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onEdit({ kind: 'add' })}>
        <LuPlus /> Add {label}
      </Button>
    </Stack>
  );
}
