/**
 * The router state /add-problem and /edit-problem/{id} hand to /problems after a Create or a
 * Save: the problem, which the list then links to, to open and to edit (admin and problems are
 * features that never import each other). `saved` tells a Save from a Create.
 */
export interface CreatedProblemState {
  created: { id: string; title: string; saved?: boolean };
}

/** The created or saved problem in a location's state, when there is one (anything else reads as none). */
export function createdProblem(state: unknown): CreatedProblemState['created'] | undefined {
  const created = (state as Partial<CreatedProblemState> | null)?.created;
  return created && typeof created.id === 'string' && typeof created.title === 'string' ? created : undefined;
}
