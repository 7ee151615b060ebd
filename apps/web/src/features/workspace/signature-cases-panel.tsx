import type { ApiTestCase, ProblemSignature } from '@algosheets/contracts';
import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuX } from 'react-icons/lu';
import { LabelledCode } from './problem-description';
import { caseError, caseFields, joinCase, MAX_CASES } from './signature-cases';

interface SignatureCasesPanelProps {
  signature: ProblemSignature;
  /** Each case's values, one per field ({@link caseFields}). */
  cases: string[][];
  onChange: (cases: string[][]) => void;
  active: number;
  onActive: (index: number) => void;
  /** The problem's sample test cases: a case equal to one shows its expected output. */
  samples: ApiTestCase[];
}

/**
 * The Testcase panel of a function-signature problem, as on the field's practice sites: up to
 * {@link MAX_CASES} cases prefilled with the samples, one input per parameter, each checked against
 * its type as it is typed (the server checks again). Run runs every case; a case that is not a
 * sample gets its Expected from the problem's reference solution.
 */
export function SignatureCasesPanel({ signature, cases, onChange, active, onActive, samples }: SignatureCasesPanelProps) {
  const fields = caseFields(signature);
  const current = cases[active] ?? cases[0];
  const sample = current ? samples.find((testcase) => testcase.input.trim() === joinCase(current)) : undefined;
  const error = current ? caseError(signature, current, active) : null;

  const setValue = (field: number, value: string) => onChange(cases.map((values, index) => (index === active ? values.map((old, at) => (at === field ? value : old)) : values)));
  const addCase = () => {
    onChange([...cases, [...(current ?? fields.map(() => ''))]]);
    onActive(cases.length);
  };
  const removeCase = () => {
    onChange(cases.filter((_, index) => index !== active));
    onActive(Math.max(0, active - 1));
  };

  return (
    <Stack gap="3" data-testid="signature-cases">
      <HStack gap="1" wrap="wrap">
        {cases.map((values, index) => (
          <Button
            key={`case-${index + 1}`}
            size="xs"
            variant={index === active ? 'solid' : 'outline'}
            colorPalette={caseError(signature, values, index) ? 'red' : undefined}
            onClick={() => onActive(index)}
          >
            Case {index + 1}
          </Button>
        ))}
        <IconButton size="xs" variant="ghost" aria-label="Add a case" disabled={cases.length >= MAX_CASES} onClick={addCase}>
          <LuPlus />
        </IconButton>
        <IconButton size="xs" variant="ghost" aria-label={`Remove case ${active + 1}`} disabled={cases.length <= 1} onClick={removeCase}>
          <LuX />
        </IconButton>
      </HStack>
      {current &&
        fields.map((field, index) => (
          <Box key={field.name}>
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" aria-hidden>
              {field.name} = <Text as="span" fontWeight="normal">({field.type})</Text>
            </Text>
            <Input
              aria-label={`${field.name} (${field.type})`}
              fontFamily="mono"
              size="sm"
              value={current[index] ?? ''}
              onChange={(event) => setValue(index, event.target.value)}
            />
          </Box>
        ))}
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert" data-testid="case-error">
          {error}
        </Text>
      )}
      {sample && <LabelledCode label="Expected Output" value={sample.output} />}
      {current && !sample && !error && (
        <Text fontSize="xs" color="fg.muted">
          Run shows the expected output of this case from the problem's reference solution.
        </Text>
      )}
    </Stack>
  );
}
