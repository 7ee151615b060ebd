import { useSearchParams } from 'react-router';
import { useGetProblemsQuery } from '../api/problems-api';
import { useSession } from '../api/session-api';
import { useGetSheetQuery } from '../features/sheets/sheets-api';
import { ProblemNavigator, type NavigatorEntry, type ProblemNavigation } from '../features/workspace/problem-navigator';
import { problemPath, SHEET_PARAM } from '../lib/problem-path';

/** The unfiltered list's query: the problems page asks the same for its default view, so both share one cached answer. */
const WHOLE_LIST = {};

/**
 * The sequence the workspace moves through for problem `problemId`: the sheet named by `?sheet=`
 * in its order, when it loads and holds the problem; else the whole problem list in its default
 * order (oldest first, as the list shows it unsorted). Solved marks are the signed-in learner's.
 */
export function useProblemNavigation(problemId: string): ProblemNavigation {
  const [params] = useSearchParams();
  const sheetId = params.get(SHEET_PARAM) ?? '';
  const { user } = useSession();
  const sheetQuery = useGetSheetQuery(sheetId, { skip: !sheetId });
  const sheet = sheetQuery.data?.playList;
  const inSheet = sheet?.problems.some((entry) => entry.problem.id === problemId) ?? false;
  // The list is asked for only when it is the sequence: not while the sheet may still be it.
  const listQuery = useGetProblemsQuery(WHOLE_LIST, { skip: inSheet || sheetQuery.isLoading });
  const problems = inSheet && sheet ? sheet.problems.map((entry) => entry.problem) : (listQuery.data?.problems ?? []);
  const entries: NavigatorEntry[] = problems.map((problem) => ({
    id: problem.id,
    title: problem.title,
    difficulty: problem.difficulty,
    solved: problem.solvedBy.some((entry) => entry.userId === user?.id),
  }));
  return {
    entries,
    sheet: inSheet && sheet ? { id: sheet.id, name: sheet.name } : undefined,
    pathOf: (id) => problemPath(id, inSheet ? sheetId : undefined),
    loading: sheetQuery.isLoading || listQuery.isLoading,
  };
}

/** The workspace's list drawer and ◀ ▶ over {@link useProblemNavigation}'s sequence. */
export function AppProblemNavigator({ problemId }: { problemId: string }) {
  return <ProblemNavigator problemId={problemId} navigation={useProblemNavigation(problemId)} />;
}
