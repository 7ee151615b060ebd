/** Prefix of every code draft in local storage; {@link clearAllDrafts} removes exactly these. */
const DRAFT_PREFIX = 'algosheets:draft:';

/**
 * Drafts are keyed by user, problem and language, so one account never sees another's code on a
 * shared browser, and each language keeps its own text.
 */
export function draftKey(userId: string, problemId: string, language: string): string {
  return `${DRAFT_PREFIX}${userId}:${problemId}:${language}`;
}

export function loadDraft(userId: string, problemId: string, language: string): string | undefined {
  return window.localStorage.getItem(draftKey(userId, problemId, language)) ?? undefined;
}

export function saveDraft(userId: string, problemId: string, language: string, code: string): void {
  window.localStorage.setItem(draftKey(userId, problemId, language), code);
}

export function discardDraft(userId: string, problemId: string, language: string): void {
  window.localStorage.removeItem(draftKey(userId, problemId, language));
}

/** Called on logout. */
export function clearAllDrafts(): void {
  const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
  for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) window.localStorage.removeItem(key);
}
