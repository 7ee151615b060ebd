import type { FunctionSignature, ProblemSignature } from '@algosheets/contracts';
import { Card, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ComparatorPicker } from './comparator-picker';
import { DesignClassEditor } from './design-class-editor';
import { FormField } from './form-controls';
import { ParameterList } from './parameter-list';
import { editFunctionParams, type FormErrors, type ProblemFormValues } from './problem-form';
import { blankSignature, liveSignatureErrors, replaceAt } from './signature-form';
import { StarterPreview } from './starter-preview';

type Kind = ProblemSignature['kind'] | 'program';

/** A change of the form's values, applied to the latest ones. */
export type FormUpdate = (update: (values: ProblemFormValues) => ProblemFormValues) => void;

/**
 * What the learner writes: a whole program (stdin to stdout, judged as text), a function (name,
 * typed parameters, return type or `void` with the parameter changed in place) or a design class;
 * with a signature, how answers are compared and the starters it generates per language.
 */
export function SignatureEditor({ values, errors: submitted, onChange }: { values: ProblemFormValues; errors: FormErrors; onChange: FormUpdate }) {
  const { signature } = values;
  const errors = signature ? { ...submitted, ...liveSignatureErrors(signature, values.comparator) } : submitted;
  const setSignature = (next: ProblemSignature) => onChange((previous) => ({ ...previous, signature: next }));
  const setKind = (kind: Kind) => onChange((previous) => ({ ...previous, signature: kind === 'program' ? null : blankSignature(kind) }));
  return (
    <Card.Root variant="outline" data-testid="signature-editor">
      <Card.Header>
        <Heading as="h2" size="md">
          Signature
        </Heading>
        {errors.signature && (
          <Text color="fg.error" fontSize="sm">
            {errors.signature}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="4">
        <FormField label="Problem kind">
          <NativeSelect.Root>
            <NativeSelect.Field name="kind" value={signature?.kind ?? 'program'} onChange={(event) => setKind(event.target.value as Kind)}>
              <option value="program">Whole program (reads stdin, prints the answer)</option>
              <option value="function">Function</option>
              <option value="design">Design class</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {signature?.kind === 'function' && <FunctionFields signature={signature} errors={errors} onSignature={setSignature} onChange={onChange} />}
        {signature?.kind === 'design' && <DesignClassEditor signature={signature} errors={errors} onChange={setSignature} />}
        {signature && (
          <>
            <ComparatorPicker value={values.comparator} errors={errors} onChange={(comparator) => onChange((previous) => ({ ...previous, comparator }))} />
            <StarterPreview signature={signature} />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function FunctionFields({ signature, errors, onSignature, onChange }: { signature: FunctionSignature; errors: FormErrors; onSignature: (next: FunctionSignature) => void; onChange: FormUpdate }) {
  return (
    <Stack gap="4">
      <FormField label="Function name" error={errors['signature.name']}>
        <Input fontFamily="mono" value={signature.name} placeholder="maxProfit" onChange={(event) => onSignature({ ...signature, name: event.target.value })} />
      </FormField>
      <ParameterList
        title="Parameters"
        label="Parameter"
        params={signature.params}
        path="signature.params"
        errors={errors}
        onEdit={(edit) => onChange((previous) => editFunctionParams(previous, edit))}
        onChange={(index, param) => onSignature({ ...signature, params: replaceAt(signature.params, index, param) })}
      />
      <HStack align="flex-start">
        <FormField label="Return type (or void)" error={errors['signature.returns']}>
          <Input fontFamily="mono" value={signature.returns} placeholder="int" onChange={(event) => onSignature({ ...signature, returns: event.target.value })} />
        </FormField>
        {signature.returns.trim() === 'void' && (
          <FormField label="Parameter changed in place (the answer)" error={errors['signature.inPlace']}>
            <NativeSelect.Root>
              <NativeSelect.Field value={signature.inPlace ?? ''} onChange={(event) => onSignature({ ...signature, inPlace: event.target.value })}>
                <option value="">Choose a parameter</option>
                {signature.params.map((param, index) => (
                  <option key={`in-place-${index + 1}`} value={param.name}>
                    {param.name || `Parameter ${index + 1}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
      </HStack>
    </Stack>
  );
}
