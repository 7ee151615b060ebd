import type { ApiProblemSummary } from './problems';

/** A sheet's entry: the problem with the caller's solved state. */
export interface ApiSheetEntry {
  problem: ApiProblemSummary;
  /** ISO 8601; entries come in insertion order. */
  addedAt: string;
}

/** A sheet as the API serves it inside `playList` / `playLists` (the API calls a sheet a playlist). */
export interface ApiSheet {
  id: string;
  name: string;
  description: string;
  isPublic: boolean;
  createdBy: string;
  problems: ApiSheetEntry[];
  createdAt: string;
  updatedAt: string;
}

/** `POST /playlist/create-playlist`. */
export interface CreateSheetRequest {
  name: string;
  description?: string;
  isPublic?: boolean;
}

/** `POST /playlist/{id}/add-problem`, `DELETE /playlist/{id}/remove-problem`. */
export interface SheetProblemsRequest {
  problemIds: string[];
}

/** `POST /playlist/create-playlist`, `GET /playlist/{id}`: the API calls the sheet field `playList`. */
export interface SheetResponse {
  message: string;
  playList: ApiSheet;
}

/** `GET /playlist`: the API calls the sheets field `playLists`. */
export interface SheetsResponse {
  message: string;
  playLists: ApiSheet[];
}
