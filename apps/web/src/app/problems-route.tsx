import { lazy } from 'react';
import { ProblemsPage, type ProblemsPageExtensions } from '../features/problems/problems-page';
import { DueReviewList } from '../features/review/due-review-list';
import { NoteMatches } from '../features/review/note-matches';

// The sheets' dialogs (and Chakra's dialog machine) load when first opened, keeping them out of the
// page's first load; the page renders them inside its Suspense boundary.
const AddToSheetDialog = lazy(() => import('../features/sheets/add-to-sheet-dialog').then((m) => ({ default: m.AddToSheetDialog })));
const CreateSheetDialog = lazy(() => import('../features/sheets/create-sheet-dialog').then((m) => ({ default: m.CreateSheetDialog })));

/** Features never import each other: the app adds the review queue, the notes and the sheets' dialogs to the problems page. */
const EXTENSIONS: ProblemsPageExtensions = {
  aside: <DueReviewList />,
  renderSearchExtras: (search) => <NoteMatches query={search} />,
  renderAddToSheet: (problemId, onClose) => <AddToSheetDialog problemId={problemId} onClose={onClose} />,
  renderCreateSheet: (onOpenChange) => <CreateSheetDialog open onOpenChange={onOpenChange} />,
};

/** /problems with the due-for-review list, the search's matches in the learner's notes and the sheet dialogs. */
export function ProblemsRoute() {
  return <ProblemsPage extensions={EXTENSIONS} />;
}
