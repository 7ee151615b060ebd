import type { ApiProblemSummary } from './problems';

/** A sheet's entry: the problem with the caller's solved state (the Playlist / Sheet entity of the API). */
export interface ApiPlaylistEntry {
  problem: ApiProblemSummary;
  /** ISO 8601; entries come in insertion order. */
  addedAt: string;
}

export interface ApiPlaylist {
  id: string;
  name: string;
  description: string;
  isPublic: boolean;
  createdBy: string;
  problems: ApiPlaylistEntry[];
  createdAt: string;
  updatedAt: string;
}

/** `POST /playlist/create-playlist`. */
export interface CreatePlaylistRequest {
  name: string;
  description?: string;
  isPublic?: boolean;
}

/** `POST /playlist/{id}/add-problem`, `DELETE /playlist/{id}/remove-problem`. */
export interface PlaylistProblemsRequest {
  problemIds: string[];
}

export interface PlaylistResponse {
  message: string;
  playList: ApiPlaylist;
}

export interface PlaylistsResponse {
  message: string;
  playLists: ApiPlaylist[];
}
