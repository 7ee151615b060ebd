import { NotesPanel } from '../features/review/note-editor';
import { RatingPrompt } from '../features/review/rating-prompt';
import { WorkspacePage, type WorkspaceExtensions } from '../features/workspace/workspace-page';

/** Features never import each other: the app adds the notes and the review rating to the workspace. */
const EXTENSIONS: WorkspaceExtensions = {
  tabs: [{ value: 'notes', label: 'Notes', render: (problemId) => <NotesPanel problemId={problemId} /> }],
  onAccepted: (problemId) => <RatingPrompt problemId={problemId} />,
};

/** /problem/{id} with the Notes tab and the rating of an Accepted Submit. */
export function WorkspaceRoute() {
  return <WorkspacePage extensions={EXTENSIONS} />;
}
