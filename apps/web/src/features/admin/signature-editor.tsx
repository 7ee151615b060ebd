import type { FunctionSignature, ProblemSignature } from '@algosheets/contracts';
import { Card, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ComparatorPicker } from './comparator-picker';
import { DesignClassEditor } from './design-class-editor';
import { FormField } from './form-controls';
import { ParameterList } from './parameter-list';
import type { ProblemFormPart } from './problem-fields';
import { editCaseLines, FORM_LANGUAGES, type FormErrors } from './problem-form';
import { blankSignature, liveSignatureErrors } from './signature-form';
import { StarterPreview } from './starter-preview';

type Kind = ProblemSignature['kind'];

/**
 * What the learner writes (every problem has a signature): a function (name, typed parameters,
 * return type or `void` with the parameter changed in place) or a design class; how answers are
 * compared and the starters it generates per language.
 */
export function SignatureEditor({ form, values, errors: submitted }: ProblemFormPart) {
  const { signature } = values;
  const errors = { ...submitted, ...liveSignatureErrors(signature, values.comparator) };
  const setKind = (kind: Kind) => form.setValue('signature', blankSignature(kind), { shouldDirty: true });
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
            <NativeSelect.Field name="kind" value={signature.kind} onChange={(event) => setKind(event.target.value as Kind)}>
              <option value="function">Function</option>
              <option value="design">Design class</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {signature.kind === 'function' && <FunctionFields form={form} signature={signature} errors={errors} />}
        {signature.kind === 'design' && <DesignClassEditor form={form} errors={errors} />}
        <ComparatorPicker value={values.comparator} register={form.register} errors={errors} />
        <StarterPreview signature={signature} languages={FORM_LANGUAGES.filter((language) => values.languages[language] !== undefined)} />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A function's name, parameters and return type. Each test case holds one line per parameter, so
 * adding, removing or moving a parameter edits every case's lines with it.
 */
function FunctionFields({ form, signature, errors }: Pick<ProblemFormPart, 'form'> & { signature: FunctionSignature; errors: FormErrors }) {
  return (
    <Stack gap="4">
      <FormField label="Function name" error={errors['signature.name']}>
        <Input fontFamily="mono" placeholder="maxProfit" {...form.register('signature.name')} />
      </FormField>
      <ParameterList
        title="Parameters"
        label="Parameter"
        form={form}
        name="signature.params"
        errors={errors}
        onEdit={(edit, count) => form.setValue('testcases', editCaseLines(form.getValues('testcases'), count, edit), { shouldDirty: true })}
      />
      <HStack align="flex-start">
        <FormField label="Return type (or void)" error={errors['signature.returns']}>
          <Input fontFamily="mono" placeholder="int" {...form.register('signature.returns')} />
        </FormField>
        {signature.returns.trim() === 'void' && (
          <FormField label="Parameter changed in place (the answer)" error={errors['signature.inPlace']}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('signature.inPlace')}>
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
