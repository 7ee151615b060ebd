import type { Language } from './languages';

/** Longest source a learner may submit or keep as a draft, in characters (UTF-16 code units). */
export const SOURCE_CODE_MAX_LENGTH = 65_536;

/**
 * The learner's saved code of one problem in one language. `revision` grows with every save (one
 * counter for all drafts, so a deleted and re-created draft never reuses a revision): a save names
 * the revision it was based on and is refused with a 409 when another tab or device saved since.
 */
export interface ApiCodeDraft {
  language: Language;
  code: string;
  revision: number;
  /** ISO 8601 instant of the save. */
  updatedAt: string;
}

/**
 * `GET /problems/{id}/editor`: what the editor reopens with. `language` is the language last chosen
 * on this problem, else the one last chosen on any problem when this problem has it, else null
 * (the editor's default rule applies); `drafts` holds one entry per language with saved code.
 */
export interface EditorStateResponse {
  message: string;
  language: Language | null;
  drafts: ApiCodeDraft[];
}

/** `PUT /problems/{id}/editor/language`: the language the learner switched to. */
export interface EditorLanguageRequest {
  language: Language;
}

/** `PUT /problems/{id}/editor/language`. */
export interface EditorLanguageResponse {
  message: string;
  language: Language;
}

/**
 * `PUT /problems/{id}/drafts/{language}`: the code, and the revision the client last read or wrote
 * (0 when it knows of no draft). A different stored revision answers 409 DRAFT_CONFLICT.
 */
export interface SaveDraftRequest {
  code: string;
  baseRevision: number;
}

/** `PUT /problems/{id}/drafts/{language}`: the stored draft with its new revision. */
export interface DraftResponse {
  message: string;
  draft: ApiCodeDraft;
}
