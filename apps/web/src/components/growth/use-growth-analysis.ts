import { LANGUAGE_IDS, type ComplexityResult, type Language } from '@algosheets/contracts';
import { useAnalyzeGrowthMutation } from '../../api/complexity-api';

/** What {@link useGrowthAnalysis} gives its screen. */
export interface GrowthAnalysis {
  /** An analysis is running (its button waits, its progress line shows). */
  analyzing: boolean;
  /** The latest analysis's answer; undefined while another runs, after a failure and after `clear()`. */
  result: ComplexityResult | undefined;
  /** Measures `sourceCode` in `language` against the problem's reference; a failure is toasted. Ignored while one runs. */
  analyze: (sourceCode: string, language: Language) => Promise<void>;
  /** Drops the answer (a Run or Submit replaced the Result). */
  clear: () => void;
}

/**
 * 'Analyze growth' for one problem: the workspace measures the learner's code, the admin form a
 * reference solution. Each analysis replaces the previous one as a whole: while it runs, and when
 * it fails, no answer of other code is shown.
 */
export function useGrowthAnalysis(problemId: string): GrowthAnalysis {
  const [trigger, analysis] = useAnalyzeGrowthMutation();
  const analyze = async (sourceCode: string, language: Language) => {
    if (analysis.isLoading) return;
    try {
      await trigger({ source_code: sourceCode, language_id: LANGUAGE_IDS[language], problemId }).unwrap();
    } catch {
      // The mutation's toast reports the failure.
    }
  };
  return { analyzing: analysis.isLoading, result: analysis.isLoading ? undefined : analysis.data?.result, analyze, clear: analysis.reset };
}
