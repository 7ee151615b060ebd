import type { ProblemSignature } from '@algosheets/contracts';
import { Box, Checkbox, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFieldArray } from 'react-hook-form';
import { LuTrash2 } from 'react-icons/lu';
import { FormField, Section } from './form-controls';
import type { ProblemFormPart } from './problem-fields';
import { emptyTestCase, type FormErrors, type ProblemFormValues } from './problem-form';
import { caseFields, EMPTY_COMPARATOR, inputLines, replaceAt, testCaseErrors, toSignature, validateSignature } from './signature-form';

type TestCase = ProblemFormValues['testcases'][number];

/**
 * The errors of the test cases as they are typed, by the judge's rules: shown for a case once
 * every line of its input is filled, and only when the signature itself is valid.
 */
function liveCaseErrors(signature: ProblemSignature, testcases: TestCase[]): FormErrors {
  if (Object.keys(validateSignature(signature, EMPTY_COMPARATOR)).length > 0) return {};
  const count = caseFields(signature).length;
  const errors = testCaseErrors(toSignature(signature), testcases);
  return Object.fromEntries(Object.entries(errors).filter(([path]) => inputLines(testcases[Number(path.split('.')[1])].input, count).every((line) => line.trim() !== '')));
}

/**
 * The problem's test cases (the last one stays): one JSON value per parameter (each checked against
 * its type) and the expected answer's JSON, which may be left blank for the reference solutions to
 * fill. Each case's 'Sample' box says whether learners see it and Run runs it (at least one is);
 * the others are hidden and judged on Submit only.
 */
export function TestCasesSection({ form, values, errors }: ProblemFormPart) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'testcases' });
  const shown = { ...errors, ...liveCaseErrors(values.signature, values.testcases) };
  return (
    <Section title="Test Cases" error={errors.testcases} onAdd={() => append(emptyTestCase())} addLabel="Add Test Case">
      {fields.map((field, index) => (
        <Box key={field.id} role="group" aria-label={`Test case ${index + 1}`} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" mb="2">
            <Text fontWeight="semibold">Test Case {index + 1}</Text>
            <Checkbox.Root
              size="sm"
              colorPalette="orange"
              ms="auto"
              checked={values.testcases[index]?.isSample ?? false}
              onCheckedChange={(details) => form.setValue(`testcases.${index}.isSample`, details.checked === true, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Sample (shown to learners)</Checkbox.Label>
            </Checkbox.Root>
            <IconButton size="sm" variant="ghost" aria-label={`Remove test case ${index + 1}`} disabled={fields.length <= 1} onClick={() => remove(index)}>
              <LuTrash2 />
            </IconButton>
          </HStack>
          <SignatureCase form={form} signature={values.signature} index={index} testcase={values.testcases[index] ?? field} errors={shown} />
          {shown[`testcases.${index}`] && (
            <Text color="fg.error" fontSize="sm" mt="2">
              {shown[`testcases.${index}`]}
            </Text>
          )}
        </Box>
      ))}
    </Section>
  );
}

interface SignatureCaseProps extends Pick<ProblemFormPart, 'form'> {
  signature: ProblemSignature;
  index: number;
  testcase: TestCase;
  errors: FormErrors;
}

/** One test case of a function or design problem: a line of JSON per input field, and the expected answer. */
function SignatureCase({ form, signature, index, testcase, errors }: SignatureCaseProps) {
  const fields = caseFields(signature);
  const lines = inputLines(testcase.input, fields.length);
  const setLine = (position: number, text: string) => form.setValue(`testcases.${index}.input`, replaceAt(lines, position, text).join('\n'), { shouldDirty: true });
  return (
    <Stack gap="3">
      {fields.map((field, position) => (
        <FormField key={`field-${position + 1}`} label={`${field.name || `Parameter ${position + 1}`} (${field.type || 'type?'}), JSON`}>
          <Input fontFamily="mono" aria-label={`Test case ${index + 1} ${field.name || `parameter ${position + 1}`}`} value={lines[position]} onChange={(event) => setLine(position, event.target.value)} />
        </FormField>
      ))}
      {errors[`testcases.${index}.input`] && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors[`testcases.${index}.input`]}
        </Text>
      )}
      <FormField label="Expected (JSON; leave blank to store the reference solutions' answer)" error={errors[`testcases.${index}.output`]}>
        <Textarea fontFamily="mono" rows={2} aria-label={`Test case ${index + 1} expected`} {...form.register(`testcases.${index}.output`)} />
      </FormField>
    </Stack>
  );
}
