import { AddToSheetDialog } from '../features/playlists/add-to-sheet-dialog';
import { NotesPanel } from '../features/review/note-editor';
import { RatingPrompt, ReviewPanel } from '../features/review/rating-prompt';
import { WorkspacePage, type WorkspaceExtensions } from '../features/workspace/workspace-page';

/** Features never import each other: the app adds the notes, the review rating (tab and after Accepted) and 'Add to Sheet' to the workspace. */
const EXTENSIONS: WorkspaceExtensions = {
  tabs: [
    { value: 'notes', label: 'Notes', render: (problemId) => <NotesPanel problemId={problemId} /> },
    { value: 'review', label: 'Review', render: (problemId) => <ReviewPanel problemId={problemId} /> },
  ],
  onAccepted: (problemId) => <RatingPrompt problemId={problemId} />,
  renderAddToSheet: (problemId, onClose) => <AddToSheetDialog problemId={problemId} onClose={onClose} />,
};

/** /problem/{id} with the Notes and Review tabs, the rating of an Accepted Submit and the 'Add to Sheet' dialog. */
export function WorkspaceRoute() {
  return <WorkspacePage extensions={EXTENSIONS} />;
}
