import type { ComplexityResult } from '@algosheets/contracts';
import { Stack, Text } from '@chakra-ui/react';
import { AnalyzeGrowthButton } from '../../components/growth/analyze-growth-button';
import { LazyGrowthResult } from '../../components/growth/lazy-growth-result';

interface GrowthPanelProps {
  analyzing: boolean;
  /** Run or Submit in flight, or a search for a failing input: the judge takes one request of a learner at a time. */
  disabled: boolean;
  onAnalyze: () => void;
  /** The last analysis's answer, if any. */
  result: ComplexityResult | undefined;
  /** Whether the result shown is an Accepted Submit: the analysis is offered then. */
  accepted: boolean;
}

/**
 * The Result area's 'Analyze growth': offered after an Accepted Submit (on a problem that declares
 * a complexity), its progress while it measures, then the analysis ({@link LazyGrowthResult}).
 */
export function GrowthPanel({ result, accepted, ...action }: GrowthPanelProps) {
  if (!accepted && !action.analyzing && !result) return null;
  return (
    <Stack gap="3" mb="4" data-testid="growth">
      {accepted && !result && !action.analyzing && <Text fontSize="sm">Accepted. How does your solution grow with its input? The judge can time it and the reference on inputs of growing size.</Text>}
      <AnalyzeGrowthButton {...action} />
      {result && !action.analyzing && <LazyGrowthResult result={result} />}
    </Stack>
  );
}
