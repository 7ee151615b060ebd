import { useMemo } from 'react';
import { useSession } from '../api/session-api';
import { AccountSlot } from '../features/auth/account-slot';
import { AddToSheetDialog } from '../features/sheets/add-to-sheet-dialog';
import { NotesPanel } from '../features/review/note-editor';
import { RatingPrompt, ReviewPanel } from '../features/review/rating-prompt';
import { WorkspacePage, type WorkspaceExtensions } from '../features/workspace/workspace-page';
import { AppProblemNavigator } from './problem-navigation';

/** Features never import each other: the app adds the notes, the review rating (tab and after Accepted), 'Add to Sheet' and the problem navigation to the workspace. */
const EXTENSIONS: WorkspaceExtensions = {
  tabs: [
    { value: 'notes', label: 'Notes', render: (problemId) => <NotesPanel problemId={problemId} /> },
    { value: 'review', label: 'Review', render: (problemId) => <ReviewPanel problemId={problemId} /> },
  ],
  onAccepted: (problemId) => <RatingPrompt problemId={problemId} />,
  renderAddToSheet: (problemId, onClose) => <AddToSheetDialog problemId={problemId} onClose={onClose} />,
  renderNavigation: (problemId) => <AppProblemNavigator problemId={problemId} />,
};

/**
 * /problem/{id} with the Notes and Review tabs, the rating of an Accepted Submit, the 'Add to
 * Sheet' dialog, the problem list drawer with ◀ ▶ (within the sheet of `?sheet=`, when given) and
 * the account menu.
 */
export function WorkspaceRoute() {
  const { user, isAdmin } = useSession();
  const extensions = useMemo<WorkspaceExtensions>(
    () => ({ ...EXTENSIONS, account: user ? <AccountSlot user={user} isAdmin={isAdmin} placement="bar" onNavigate={() => undefined} /> : undefined }),
    [user, isAdmin],
  );
  return <WorkspacePage extensions={extensions} />;
}
