import type { Language } from '@algosheets/contracts';
import { Stack, Text } from '@chakra-ui/react';
import { AnalyzeGrowthButton } from '../../components/growth/analyze-growth-button';
import { LazyGrowthResult } from '../../components/growth/lazy-growth-result';
import { useGrowthAnalysis } from '../../components/growth/use-growth-analysis';

interface ReferenceGrowthProps {
  /** The stored problem, which declares a complexity. */
  problemId: string;
  language: Language;
  /** The reference solution as the form holds it now (saved or not). */
  source: string;
}

/**
 * 'Analyze growth' for one reference solution of the edit form: the learner's analysis run on the
 * reference as typed, against the stored reference, so an author sees a reference slower than the
 * class the problem claims before learners do.
 */
export function ReferenceGrowth({ problemId, language, source }: ReferenceGrowthProps) {
  const growth = useGrowthAnalysis(problemId);
  return (
    <Stack gap="3" data-testid={`reference-growth-${language}`}>
      <Text fontSize="sm" color="fg.muted">
        Analyze growth measures this reference as typed (as &quot;your solution&quot;) against the stored reference, on inputs of growing size.
      </Text>
      <AnalyzeGrowthButton analyzing={growth.analyzing} disabled={source.trim() === ''} onAnalyze={() => void growth.analyze(source, language)} progress="Measuring how this reference grows…" />
      {growth.result && <LazyGrowthResult result={growth.result} />}
    </Stack>
  );
}
