import { ErrorCode, type EditorStateResponse, type Language } from '@algosheets/contracts';
import { useEffect, useRef, useState } from 'react';
import { apiErrorBody } from '../../api/api-error-message';
import { useAppDispatch } from '../../app/hooks';
import { draftsApi } from './drafts-api';

/** Quiet time after the last keystroke before a draft is saved, ms. */
export const DRAFT_SAVE_DELAY_MS = 700;

/**
 * What the learner is told when a save met a newer draft from another tab or device: this tab's
 * code was saved over it (the newer write wins), and the other code can still be loaded.
 */
export interface DraftConflict {
  language: Language;
  /** The code the other tab or device had saved, now replaced. */
  theirs: string;
  /** ISO 8601 instant the other tab or device saved it. */
  savedAt: string;
}

export type DraftSaveStatus = 'saved' | 'pending' | 'failed';

interface LanguageState {
  revision: number;
  /** Code typed but not yet stored. */
  pending?: string;
  inFlight: boolean;
}

/**
 * Keeps the server's drafts of one problem in step with the editor: each edit is saved
 * {@link DRAFT_SAVE_DELAY_MS} after typing stops (and at once when the page is hidden or left),
 * one save per language at a time, each naming the revision it was based on. A 409 means another
 * tab or device saved in between: the newer draft is read, this tab's code is saved over it, and
 * `conflict` says so with the other code, so nothing is lost silently.
 */
export function useDraftSync(problemId: string, initial: EditorStateResponse | undefined) {
  const dispatch = useAppDispatch();
  const languages = useRef(new Map<Language, LanguageState>((initial?.drafts ?? []).map((draft) => [draft.language, { revision: draft.revision, inFlight: false }])));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [conflict, setConflict] = useState<DraftConflict>();
  const [status, setStatus] = useState<DraftSaveStatus>('saved');

  const stateOf = (language: Language): LanguageState => {
    let state = languages.current.get(language);
    if (!state) {
      state = { revision: 0, inFlight: false };
      languages.current.set(language, state);
    }
    return state;
  };

  const settle = () => setStatus([...languages.current.values()].some((state) => state.pending !== undefined || state.inFlight) ? 'pending' : 'saved');

  const send = async (language: Language): Promise<void> => {
    const state = stateOf(language);
    if (state.inFlight || state.pending === undefined) return;
    const code = state.pending;
    state.pending = undefined;
    state.inFlight = true;
    const save = await dispatch(draftsApi.endpoints.saveDraft.initiate({ problemId, language, code, baseRevision: state.revision }));
    state.inFlight = false;
    if ('data' in save && save.data) {
      state.revision = save.data.draft.revision;
    } else if (apiErrorBody(save.error)?.code === ErrorCode.DraftConflict) {
      const fresh = await dispatch(draftsApi.endpoints.getEditorState.initiate(problemId, { subscribe: false, forceRefetch: true }));
      const theirs = fresh.data?.drafts.find((draft) => draft.language === language);
      state.revision = theirs?.revision ?? 0;
      if (theirs && theirs.code !== code) setConflict({ language, theirs: theirs.code, savedAt: theirs.updatedAt });
      state.pending ??= code;
    } else {
      // Offline or a server error: kept as pending, so the next edit or leaving the page retries.
      state.pending ??= code;
      setStatus('failed');
      return;
    }
    if (state.pending !== undefined) return send(language);
    settle();
  };

  const flush = () => {
    clearTimeout(timer.current);
    for (const language of languages.current.keys()) void send(language);
  };

  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      flush();
    };
    // flush reads refs only; the listeners are set once per workspace.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Schedules `code` as the draft of `language`. */
  const schedule = (language: Language, code: string) => {
    stateOf(language).pending = code;
    setStatus('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  };

  /** Drops the draft of `language` (Reset code): nothing pending is saved after it. */
  const discard = async (language: Language) => {
    const state = stateOf(language);
    state.pending = undefined;
    await dispatch(draftsApi.endpoints.discardDraft.initiate({ problemId, language }));
    state.revision = 0;
    settle();
  };

  /** Remembers `language` as the one last chosen here. */
  const chooseLanguage = (language: Language) => void dispatch(draftsApi.endpoints.chooseEditorLanguage.initiate({ problemId, language }));

  return { schedule, discard, chooseLanguage, status, conflict, dismissConflict: () => setConflict(undefined) };
}
