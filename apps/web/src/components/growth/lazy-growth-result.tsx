import type { ComplexityResult } from '@algosheets/contracts';
import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

const GrowthResultView = lazy(() => import('./growth-result').then((module) => ({ default: module.GrowthResultView })));

/**
 * {@link GrowthResultView}, loaded the first time an analysis answers: the view and its chart
 * stay out of the workspace's and the admin form's start-up JavaScript, which only carry the
 * button and the request.
 */
export function LazyGrowthResult({ result }: { result: ComplexityResult }) {
  return (
    <Suspense fallback={<Spinner size="sm" color="orange.500" role="status" aria-label="Loading the analysis" />}>
      <GrowthResultView result={result} />
    </Suspense>
  );
}
