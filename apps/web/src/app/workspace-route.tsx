import { AddToSheetDialog } from '../features/playlists/add-to-sheet-dialog';
import { NotesPanel } from '../features/review/note-editor';
import { RatingPrompt } from '../features/review/rating-prompt';
import { WorkspacePage, type WorkspaceExtensions } from '../features/workspace/workspace-page';

/** Features never import each other: the app adds the notes, the review rating and 'Add to Sheet' to the workspace. */
const EXTENSIONS: WorkspaceExtensions = {
  tabs: [{ value: 'notes', label: 'Notes', render: (problemId) => <NotesPanel problemId={problemId} /> }],
  onAccepted: (problemId) => <RatingPrompt problemId={problemId} />,
  renderAddToSheet: (problemId, onClose) => <AddToSheetDialog problemId={problemId} onClose={onClose} />,
};

/** /problem/{id} with the Notes tab, the rating of an Accepted Submit and the 'Add to Sheet' dialog. */
export function WorkspaceRoute() {
  return <WorkspacePage extensions={EXTENSIONS} />;
}
