import type { ApiProblem, EditorStateResponse, Language } from '@algosheets/contracts';
import { useState } from 'react';
import { availableLanguages, initialLanguage } from './editor-language';
import { useDraftSync } from './use-draft-sync';

/**
 * The editor's language and code for one learner and problem, kept on the server so that they
 * come back after a reload, on return and on another device. The editor opens in the language
 * `saved` names (the last chosen here, else the learner's latest that this problem offers, else
 * the workspace's rule) with that language's draft. An edit is saved as the language's draft; a
 * language change loads that language's starter (the language-change rule) and offers its saved draft
 * ('Restore draft') until the learner edits; Reset code goes back to the starter and drops the
 * draft; `openCode` puts a past submission's code in the editor, as an edit. `loaded` is the text
 * the editor was last loaded with: typing only reports to `code`, a new load bumps `revision` so
 * the editor remounts with its text.
 */
export function useEditorCode(problem: Pick<ApiProblem, 'id' | 'codeSnippets'>, saved: EditorStateResponse | undefined) {
  const sync = useDraftSync(problem.id, saved);
  const [drafts, setDrafts] = useState(() => new Map((saved?.drafts ?? []).map((draft) => [draft.language, draft.code])));
  const [language, setLanguage] = useState<Language | undefined>(() => (saved?.language && availableLanguages(problem).includes(saved.language) ? saved.language : initialLanguage(problem)));
  const starter = (lang: Language | undefined) => (lang ? (problem.codeSnippets[lang] ?? '') : '');
  const [code, setCode] = useState(() => (language ? (drafts.get(language) ?? starter(language)) : ''));
  const [loaded, setLoaded] = useState(() => ({ text: code, revision: 0 }));
  const [offeredDraft, setOfferedDraft] = useState<string>();

  const remember = (lang: Language, text: string | undefined) =>
    setDrafts((previous) => {
      const next = new Map(previous);
      if (text === undefined) next.delete(lang);
      else next.set(lang, text);
      return next;
    });

  const changeCode = (next: string) => {
    setCode(next);
    setOfferedDraft(undefined);
    if (!language) return;
    remember(language, next);
    sync.schedule(language, next);
  };

  /** Replaces the code in the editor (not an edit: no draft is saved). */
  const loadCode = (text: string) => {
    setCode(text);
    setLoaded((previous) => ({ text, revision: previous.revision + 1 }));
  };

  const switchTo = (next: Language) => {
    if (next === language) return;
    setLanguage(next);
    sync.chooseLanguage(next);
  };

  const changeLanguage = (next: Language) => {
    const draft = drafts.get(next);
    switchTo(next);
    loadCode(starter(next));
    setOfferedDraft(draft !== undefined && draft !== starter(next) ? draft : undefined);
  };

  const restoreDraft = () => {
    if (offeredDraft === undefined) return;
    loadCode(offeredDraft);
    setOfferedDraft(undefined);
  };

  const resetCode = () => {
    if (!language) return;
    remember(language, undefined);
    void sync.discard(language);
    loadCode(starter(language));
    setOfferedDraft(undefined);
  };

  /** Opens `text` in the editor in `lang` (a past submission's code): saved as that language's draft. */
  const openCode = (lang: Language, text: string) => {
    switchTo(lang);
    loadCode(text);
    setOfferedDraft(undefined);
    remember(lang, text);
    sync.schedule(lang, text);
  };

  /** Loads the code another tab or device had saved (after a conflict), as an edit. */
  const loadTheirs = () => {
    if (!sync.conflict) return;
    openCode(sync.conflict.language, sync.conflict.theirs);
    sync.dismissConflict();
  };

  return {
    language,
    code,
    loaded,
    draftOffered: offeredDraft !== undefined,
    saveStatus: sync.status,
    conflict: sync.conflict,
    changeCode,
    changeLanguage,
    restoreDraft,
    resetCode,
    openCode,
    loadTheirs,
    dismissConflict: sync.dismissConflict,
  };
}
