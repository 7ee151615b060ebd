import type { ApiTestCase, ProblemExample } from '@algosheets/contracts';
import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { LabelledCode } from './problem-description';

interface SampleCasesPanelProps {
  samples: ApiTestCase[];
  active: number;
  onActive: (index: number) => void;
  /** The editor language's example: its explanation is shown under the case it explains. */
  example: ProblemExample | undefined;
  customInput: string;
  onCustomInput: (value: string) => void;
}

/**
 * The Testcase panel of a whole-program problem: the sample cases one at a time (input and
 * expected output), and a custom stdin that Run uses instead of the samples when it is filled.
 */
export function SampleCasesPanel({ samples, active, onActive, example, customInput, onCustomInput }: SampleCasesPanelProps) {
  const current = samples[active];
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="1" wrap="wrap">
          {samples.map((_, index) => (
            <Button key={`case-${index + 1}`} size="xs" variant={index === active ? 'solid' : 'outline'} onClick={() => onActive(index)}>
              Case {index + 1}
            </Button>
          ))}
        </HStack>
        <Text fontSize="sm" color="fg.muted">{`${samples.length} test(s)`}</Text>
      </HStack>
      {current && (
        <Box>
          <LabelledCode label="Input" value={current.input} />
          <LabelledCode label="Expected Output" value={current.output} />
          {example?.explanation && example.input.trim() === current.input.trim() && (
            <Text fontSize="sm">
              <b>Explanation:</b> {example.explanation}
            </Text>
          )}
        </Box>
      )}
      <Box>
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">
          Custom input (Run uses it instead of the cases when filled)
        </Text>
        <Textarea name="customInput" aria-label="Custom input" fontFamily="mono" fontSize="sm" rows={3} value={customInput} onChange={(event) => onCustomInput(event.target.value)} />
      </Box>
    </Stack>
  );
}
