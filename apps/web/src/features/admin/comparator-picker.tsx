import { Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import type { UseFormRegister } from 'react-hook-form';
import { FormField } from './form-controls';
import type { ProblemFormValues } from './problem-form';
import { COMPARATOR_KINDS, type ComparatorDraft, type FieldErrors } from './signature-form';

/**
 * How a learner's answer is compared with the expected one: exact JSON, floats within a tolerance
 * (blank: the judge's default, 1e-6), order ignored at the top level or at every level, or a
 * JavaScript checker body with `input`, `expected` and `actual` in scope that returns true to accept.
 * `value` is the comparator as it stands; its fields are the problem form's `comparator.…`.
 */
export function ComparatorPicker({ value, register, errors }: { value: ComparatorDraft; register: UseFormRegister<ProblemFormValues>; errors: FieldErrors }) {
  return (
    <Stack gap="3">
      <FormField label="Comparator" error={errors.comparator}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('comparator.kind')}>
            {COMPARATOR_KINDS.map(({ kind, label }) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {value.kind === 'float' && (
        <FormField label="Tolerance (absolute or relative; blank: 1e-6)" error={errors['comparator.tolerance']}>
          <Input fontFamily="mono" inputMode="decimal" placeholder="1e-6" {...register('comparator.tolerance')} />
        </FormField>
      )}
      {value.kind === 'checker' && (
        <FormField label="Checker body (JavaScript; input, expected and actual in scope; return true to accept)" error={errors['comparator.source']}>
          <Textarea fontFamily="mono" rows={6} placeholder="return actual.length === expected.length;" {...register('comparator.source')} />
        </FormField>
      )}
    </Stack>
  );
}
