import type { ApiProblem, Language } from '@algosheets/contracts';
import { useGrowthAnalysis, type GrowthAnalysis } from '../../components/growth/use-growth-analysis';

interface WorkspaceGrowthOptions {
  problem: ApiProblem;
  /** The editor's code and language: what 'Analyze growth' measures. */
  code: string;
  language: Language | undefined;
  /** Shows the Result area, where the analysis's progress and answer appear. */
  showResult: () => void;
}

/** The workspace's 'Analyze growth': the shared analysis, whether the problem offers it, and `analyzeEditor()`. */
export interface WorkspaceGrowth extends GrowthAnalysis {
  /** The problem declares its reference's complexity: only then is the analysis offered. */
  offered: boolean;
  /** Measures the editor's code, showing the Result area. */
  analyzeEditor: () => void;
}

/**
 * 'Analyze growth' for the workspace: on a problem that declares a complexity, measures the
 * editor's code (as the counterexample finder searches with it) and shows the Result area.
 */
export function useWorkspaceGrowth({ problem, code, language, showResult }: WorkspaceGrowthOptions): WorkspaceGrowth {
  const growth = useGrowthAnalysis(problem.id);
  const offered = Boolean(problem.complexity);
  const analyzeEditor = () => {
    if (!offered || !language) return;
    showResult();
    void growth.analyze(code, language);
  };
  return { ...growth, offered, analyzeEditor };
}
