import type { CounterexampleResult, ProblemSignature } from '@algosheets/contracts';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type RefObject } from 'react';
import { LuPlus } from 'react-icons/lu';
import { LabelledCode } from './problem-description';
import { answerDifference, firstDifferingLine } from './result-summary';
import { caseFields, MAX_CASES, splitCase } from './signature-cases';

/** What 'Add to test cases' did last, as the Testcase panel answered it. */
export type AddedState = { kind: 'added' | 'present'; index: number } | { kind: 'full' };

interface CounterexampleResultViewProps {
  signature: ProblemSignature;
  result: CounterexampleResult;
  /** Adds the found input as a custom case of the Testcase panel. */
  onAdd: () => void;
  added: AddedState | undefined;
}

/**
 * Focuses the card behind `ref` once it appears, when the keyboard focus was lost (the disabled
 * 'Find a failing input' drops it to the page's body while the search runs) or is still within the
 * finder: a keyboard user lands on the answer instead of the top of the page, whose editor would
 * keep Tab. A focus the learner moved elsewhere meanwhile (the editor, a field) is left alone.
 */
function useFocusWhenShown(ref: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[data-testid="counterexample"]')) ref.current?.focus();
  }, [ref]);
}

/** Counting words for the finder's `tried` figure: '1 try', '37 tries'. */
export function triesLabel(tried: number): string {
  return `${tried} ${tried === 1 ? 'try' : 'tries'}`;
}

/**
 * What 'Find a failing input' found. Found: the input per parameter (as the Testcase panel shows
 * it), the expected answer, the learner's answer with its first difference marked (or the verdict
 * when the code crashed or hit a limit), and 'Add to test cases'. Not found: the number of inputs
 * tried, the ranges they were drawn from when the answer says, and why the search stopped early
 * when it did, without claiming the code is correct.
 */
export function CounterexampleResultView({ signature, result, onAdd, added }: CounterexampleResultViewProps) {
  const card = useRef<HTMLDivElement>(null);
  useFocusWhenShown(card);
  if (!result.found) {
    return (
      <Box ref={card} tabIndex={-1} borderWidth="1px" rounded="md" p="3" data-testid="counterexample-result" data-found="false">
        <Text fontWeight="semibold">No failing input found in {triesLabel(result.tried)}.</Text>
        {result.stopped && <Text fontSize="sm">The search stopped early: {result.stopped}.</Text>}
        {result.ranges && result.ranges.length > 0 && (
          <Box fontSize="sm" data-testid="counterexample-ranges">
            <Text>Inputs were drawn from these ranges, their ends included:</Text>
            {result.ranges.map((range) => (
              <Text key={range} fontFamily="mono">
                {range}
              </Text>
            ))}
          </Box>
        )}
        <Text fontSize="sm" color="fg.muted">
          That is no proof the code is correct: the hidden tests may still hold an input it fails.
        </Text>
      </Box>
    );
  }
  if (/compil/i.test(result.verdict)) {
    return (
      <Stack ref={card} tabIndex={-1} gap="2" borderWidth="1px" rounded="md" p="3" data-testid="counterexample-result" data-found="compile-error">
        <Text fontWeight="semibold">Your code does not compile, so it fails on every input.</Text>
        {result.message && <LabelledCode label="Compile output" value={result.message} />}
      </Stack>
    );
  }
  const fields = caseFields(signature);
  const values = splitCase(result.input, fields);
  const difference = result.actual === null ? null : answerDifference(result.expected, result.actual);
  const marked = result.actual === null ? -1 : firstDifferingLine(result.expected, result.actual);
  return (
    <Stack ref={card} tabIndex={-1} gap="2" borderWidth="1px" rounded="md" p="3" data-testid="counterexample-result" data-found="true">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">Failing input found after {triesLabel(result.tried)}</Text>
        <Badge colorPalette="red">{result.verdict}</Badge>
      </HStack>
      {fields.map((field, index) => (
        <LabelledCode key={field.name} label={`${field.name} =`} value={values[index] ?? ''} />
      ))}
      <LabelledCode label="Expected" value={result.expected} />
      {result.actual === null ? (
        <Text fontSize="sm" color="fg.error" data-testid="counterexample-verdict">
          Your code gave no answer: {result.verdict}
        </Text>
      ) : (
        <LabelledCode label="Your output" value={result.actual} marked={marked >= 0 ? marked : undefined} />
      )}
      {difference && (
        <Text fontSize="xs" color="fg.error" data-testid="counterexample-difference">
          First difference {difference}
        </Text>
      )}
      {result.message && <LabelledCode label="Error" value={result.message} />}
      {result.stdout && <LabelledCode label="Stdout" value={result.stdout} />}
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="orange" onClick={onAdd} disabled={added?.kind === 'full'}>
          <LuPlus /> Add to test cases
        </Button>
        <AddedNote added={added} />
      </HStack>
    </Stack>
  );
}

function AddedNote({ added }: { added: AddedState | undefined }) {
  if (!added) return null;
  const text =
    added.kind === 'full'
      ? `The Testcase panel is full (${MAX_CASES} cases): remove one to add this input.`
      : added.kind === 'added'
        ? `Added as Case ${added.index + 1}.`
        : `Already in your test cases as Case ${added.index + 1}.`;
  return (
    <Text fontSize="sm" color={added.kind === 'full' ? 'fg.error' : 'fg.muted'} role="status">
      {text}
    </Text>
  );
}
