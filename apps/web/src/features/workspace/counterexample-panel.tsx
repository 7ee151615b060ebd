import type { CounterexampleResult, ProblemSignature } from '@algosheets/contracts';
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuSearchCode } from 'react-icons/lu';
import { CounterexampleResultView, type AddedState } from './counterexample-result';

/** The finder's time bound, seconds: the server stops trying inputs after it. */
export const SEARCH_BOUND_S = 10;

interface FindFailingInputProps {
  /** Whether the problem can generate inputs (every parameter has constraints). */
  generable: boolean;
  searching: boolean;
  /** Run or Submit in flight: the judge takes one request of a learner at a time. */
  disabled: boolean;
  onFind: () => void;
}

/**
 * 'Find a failing input' with its progress ('Trying inputs… up to 10 s') while the search runs; for
 * a problem that cannot generate inputs, a line that says so instead of the button.
 */
export function FindFailingInput({ generable, searching, disabled, onFind }: FindFailingInputProps) {
  if (!generable) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="counterexample-unavailable">
        This problem cannot generate inputs yet, so it offers no search for a failing input.
      </Text>
    );
  }
  return (
    <HStack gap="3" wrap="wrap">
      <Button size="sm" variant="outline" colorPalette="orange" disabled={searching || disabled} onClick={onFind}>
        <LuSearchCode /> Find a failing input
      </Button>
      {searching && (
        <HStack gap="2" role="status" aria-live="polite">
          <Spinner size="xs" color="orange.500" />
          <Text fontSize="sm" color="fg.muted">
            Trying inputs… (up to {SEARCH_BOUND_S} s)
          </Text>
        </HStack>
      )}
    </HStack>
  );
}

interface CounterexamplePanelProps extends FindFailingInputProps {
  signature: ProblemSignature;
  /** The last search's answer, if any. */
  result: CounterexampleResult | undefined;
  /** Whether the result shown failed (Wrong Answer, a crash, a limit): the search is offered then. */
  failed: boolean;
  onAdd: () => void;
  added: AddedState | undefined;
}

/**
 * The Result area's counterexample finder: offered after a failing verdict, its progress while it
 * searches, then what it found ({@link CounterexampleResultView}).
 */
export function CounterexamplePanel({ signature, result, failed, onAdd, added, ...find }: CounterexamplePanelProps) {
  if (!failed && !find.searching && !result) return null;
  return (
    <Stack gap="3" mb="4" data-testid="counterexample">
      {failed && !result && !find.searching && (
        <Text fontSize="sm">Not sure which input breaks your code? The judge can look for a small one on which it and the reference disagree.</Text>
      )}
      <FindFailingInput {...find} />
      {result && !find.searching && <CounterexampleResultView signature={signature} result={result} onAdd={onAdd} added={added} />}
    </Stack>
  );
}
