import type { ProblemSignature } from '@algosheets/contracts';
import { Box, HStack, IconButton, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { FormField, Section } from './form-controls';
import { removeRow, type FormErrors, type ProblemFormValues } from './problem-form';
import { caseFields, EMPTY_COMPARATOR, inputLines, replaceAt, testCaseErrors, toSignature, validateSignature } from './signature-form';
import type { FormUpdate } from './signature-editor';

type TestCase = ProblemFormValues['testcases'][number];

/**
 * The errors of the test cases as they are typed, by the judge's rules: shown for a case once
 * every line of its input is filled, and only when the signature itself is valid.
 */
function liveCaseErrors(signature: ProblemSignature | null, testcases: TestCase[]): FormErrors {
  if (!signature || Object.keys(validateSignature(signature, EMPTY_COMPARATOR)).length > 0) return {};
  const count = caseFields(signature).length;
  const errors = testCaseErrors(toSignature(signature), testcases);
  return Object.fromEntries(Object.entries(errors).filter(([path]) => inputLines(testcases[Number(path.split('.')[1])].input, count).every((line) => line.trim() !== '')));
}

/**
 * The problem's test cases. A whole-program problem's are stdin and expected stdout; a
 * function-signature problem's are one JSON value per parameter (each checked against its type)
 * and the expected answer's JSON, which may be left blank for the reference solutions to fill.
 */
export function TestCasesSection({ values, errors, onChange }: { values: ProblemFormValues; errors: FormErrors; onChange: FormUpdate }) {
  const shown = { ...errors, ...liveCaseErrors(values.signature, values.testcases) };
  const setCase = (index: number, next: TestCase) => onChange((previous) => ({ ...previous, testcases: replaceAt(previous.testcases, index, next) }));
  return (
    <Section title="Test Cases" error={errors.testcases} onAdd={() => onChange((previous) => ({ ...previous, testcases: [...previous.testcases, { input: '', output: '' }] }))} addLabel="Add Test Case">
      {values.testcases.map((testcase, index) => (
        <Box key={`case-${index + 1}`} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" mb="2">
            <Text fontWeight="semibold">Test Case {index + 1}</Text>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Remove test case ${index + 1}`}
              disabled={values.testcases.length <= 1}
              onClick={() => onChange((previous) => ({ ...previous, testcases: removeRow(previous.testcases, index) }))}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
          {values.signature ? (
            <SignatureCase signature={values.signature} index={index} testcase={testcase} errors={shown} onChange={(next) => setCase(index, next)} />
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {(['input', 'output'] as const).map((side) => (
                <FormField key={side} label={side === 'input' ? 'Input' : 'Expected Output'} error={shown[`testcases.${index}.${side}`]}>
                  <Textarea fontFamily="mono" rows={3} aria-label={`Test case ${index + 1} ${side}`} value={testcase[side]} onChange={(event) => setCase(index, { ...testcase, [side]: event.target.value })} />
                </FormField>
              ))}
            </SimpleGrid>
          )}
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

function SignatureCase({ signature, index, testcase, errors, onChange }: { signature: ProblemSignature; index: number; testcase: TestCase; errors: FormErrors; onChange: (next: TestCase) => void }) {
  const fields = caseFields(signature);
  const lines = inputLines(testcase.input, fields.length);
  const setLine = (position: number, text: string) => onChange({ ...testcase, input: replaceAt(lines, position, text).join('\n') });
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
        <Textarea fontFamily="mono" rows={2} aria-label={`Test case ${index + 1} expected`} value={testcase.output} onChange={(event) => onChange({ ...testcase, output: event.target.value })} />
      </FormField>
    </Stack>
  );
}
