import type { DraftResponse, EditorLanguageResponse, EditorStateResponse, Language, MessageResponse } from '@algosheets/contracts';
import { baseApi } from '../../api/base-api';

const problemPath = (problemId: string) => `/problems/${encodeURIComponent(problemId)}`;

/**
 * The editor's memory on the server (`/problems/{id}/editor`, `/problems/{id}/drafts/{language}`).
 * The state is read once per visit (never served from an older visit's cache: another device may
 * have saved since) and then kept by the workspace, which alone knows the revisions it wrote.
 * Saves go out with `keepalive`, so the last one still arrives when the tab is closing.
 */
export const draftsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEditorState: build.query<EditorStateResponse, string>({
      query: (problemId) => `${problemPath(problemId)}/editor`,
      keepUnusedDataFor: 0,
    }),
    chooseEditorLanguage: build.mutation<EditorLanguageResponse, { problemId: string; language: Language }>({
      query: ({ problemId, language }) => ({ url: `${problemPath(problemId)}/editor/language`, method: 'PUT', body: { language } }),
    }),
    saveDraft: build.mutation<DraftResponse, { problemId: string; language: Language; code: string; baseRevision: number }>({
      query: ({ problemId, language, code, baseRevision }) => ({ url: `${problemPath(problemId)}/drafts/${language}`, method: 'PUT', body: { code, baseRevision }, keepalive: true }),
    }),
    discardDraft: build.mutation<MessageResponse, { problemId: string; language: Language }>({
      query: ({ problemId, language }) => ({ url: `${problemPath(problemId)}/drafts/${language}`, method: 'DELETE' }),
    }),
  }),
});

export const { useGetEditorStateQuery } = draftsApi;
