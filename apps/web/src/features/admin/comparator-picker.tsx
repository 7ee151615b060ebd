import type { Comparator } from '@algosheets/contracts';
import { Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { FormField } from './form-controls';
import { COMPARATOR_KINDS, type ComparatorDraft, type FieldErrors } from './signature-form';

/**
 * How a learner's answer is compared with the expected one: exact JSON, floats within a tolerance
 * (blank: the judge's default, 1e-6), order ignored at the top level or at every level, or a
 * JavaScript checker body with `input`, `expected` and `actual` in scope that returns true to accept.
 */
export function ComparatorPicker({ value, errors, onChange }: { value: ComparatorDraft; errors: FieldErrors; onChange: (next: ComparatorDraft) => void }) {
  return (
    <Stack gap="3">
      <FormField label="Comparator" error={errors.comparator}>
        <NativeSelect.Root>
          <NativeSelect.Field name="comparator" value={value.kind} onChange={(event) => onChange({ ...value, kind: event.target.value as Comparator['kind'] })}>
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
          <Input fontFamily="mono" inputMode="decimal" value={value.tolerance} placeholder="1e-6" onChange={(event) => onChange({ ...value, tolerance: event.target.value })} />
        </FormField>
      )}
      {value.kind === 'checker' && (
        <FormField label="Checker body (JavaScript; input, expected and actual in scope; return true to accept)" error={errors['comparator.source']}>
          <Textarea
            fontFamily="mono"
            rows={6}
            value={value.source}
            placeholder="return actual.length === expected.length;"
            onChange={(event) => onChange({ ...value, source: event.target.value })}
          />
        </FormField>
      )}
    </Stack>
  );
}
