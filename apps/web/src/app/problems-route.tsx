import { ProblemsPage, type ProblemsPageExtensions } from '../features/problems/problems-page';
import { DueReviewList } from '../features/review/due-review-list';
import { NoteMatches } from '../features/review/note-matches';

/** Features never import each other: the app adds the review queue and the notes to the problems page. */
const EXTENSIONS: ProblemsPageExtensions = {
  aside: <DueReviewList />,
  renderSearchExtras: (search) => <NoteMatches query={search} />,
};

/** /problems with the due-for-review list and the search's matches in the learner's notes. */
export function ProblemsRoute() {
  return <ProblemsPage extensions={EXTENSIONS} />;
}
