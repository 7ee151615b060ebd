import { Stack, Text } from '@chakra-ui/react';
import { AnalyzeGrowthButton } from '../../components/growth/analyze-growth-button';
import { LazyGrowthResult } from '../../components/growth/lazy-growth-result';
import type { WorkspaceGrowth } from './use-workspace-growth';

interface GrowthPanelProps {
  growth: WorkspaceGrowth;
  /** Run or Submit in flight, or a search for a failing input: the judge takes one request of a learner at a time. */
  disabled: boolean;
  /** Whether the result shown is an Accepted Submit: the analysis is offered then. */
  accepted: boolean;
}

/**
 * The Result area's 'Analyze growth' (on a problem that declares a complexity): offered after an
 * Accepted Submit, its progress while it measures, then the analysis ({@link LazyGrowthResult}).
 */
export function GrowthPanel({ growth, disabled, accepted }: GrowthPanelProps) {
  const { analyzing, result } = growth;
  if (!growth.offered || (!accepted && !analyzing && !result)) return null;
  return (
    <Stack gap="3" mb="4" data-testid="growth">
      {accepted && !result && !analyzing && <Text fontSize="sm">Accepted. How does your solution grow with its input? The judge can time it and the reference on inputs of growing size.</Text>}
      <GrowthButton growth={growth} disabled={disabled} />
      {result && !analyzing && <LazyGrowthResult result={result} />}
    </Stack>
  );
}

/** 'Analyze growth' for the editor's code with its progress line, where the problem offers it (the Testcase panel, beside the finder). */
export function GrowthButton({ growth, disabled }: { growth: WorkspaceGrowth; disabled: boolean }) {
  if (!growth.offered) return null;
  return <AnalyzeGrowthButton analyzing={growth.analyzing} disabled={disabled} onAnalyze={growth.analyzeEditor} />;
}
