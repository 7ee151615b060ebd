/**
 * The router state /add-problem hands to /problems after a Create: the new problem, which the list
 * then links to (admin and problems are features that never import each other).
 */
export interface CreatedProblemState {
  created: { id: string; title: string };
}

/** The created problem in a location's state, when there is one (anything else reads as none). */
export function createdProblem(state: unknown): CreatedProblemState['created'] | undefined {
  const created = (state as Partial<CreatedProblemState> | null)?.created;
  return created && typeof created.id === 'string' && typeof created.title === 'string' ? created : undefined;
}
