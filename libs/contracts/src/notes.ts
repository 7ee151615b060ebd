/** Longest note body, in characters (UTF-16 code units, as JavaScript counts them). */
export const NOTE_MAX_LENGTH = 20_000;

/** The caller's private Markdown note on one problem. */
export interface ApiNote {
  /** null while the caller has never saved a note on this problem. */
  id: string | null;
  problemId: string;
  /** Markdown as typed; empty when there is no note. */
  body: string;
  /** ISO 8601 instant of the last save, null when never saved. */
  updatedAt: string | null;
}

/** `PUT /problems/{id}/note`: replaces the body (an empty body keeps an empty note). */
export interface NoteRequest {
  body: string;
}

/** `GET`/`PUT /problems/{id}/note` and `GET /notes/{noteId}`. */
export interface NoteResponse {
  message: string;
  note: ApiNote;
}

/** A note whose text matches a search, with the problem it belongs to. */
export interface ApiNoteMatch {
  id: string;
  problemId: string;
  problemTitle: string;
  /** Up to about 160 characters of the body around the first match. */
  excerpt: string;
  updatedAt: string;
}

/** `GET /notes?q=`: the caller's notes containing `q` (case-insensitive), newest first. */
export interface NoteSearchResponse {
  message: string;
  notes: ApiNoteMatch[];
}
