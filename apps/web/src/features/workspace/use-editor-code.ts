import type { ApiProblem, Language } from '@algosheets/contracts';
import { useState } from 'react';
import { discardDraft, loadDraft, saveDraft } from '../../lib/drafts';
import { initialLanguage } from './editor-language';

/**
 * The editor's language and code for one learner and problem, with the spec's language rule and
 * drafts: an edit is autosaved as the language's draft; a language change loads that language's
 * starter and offers its saved draft ('Restore draft') until the learner edits; Reset code goes
 * back to the starter and drops the draft. `loaded` is the text the editor was last loaded with:
 * typing only reports to `code`, a new load bumps `revision` so the editor remounts with its text.
 */
export function useEditorCode(problem: Pick<ApiProblem, 'id' | 'codeSnippets'>, userId: string) {
  const [language, setLanguage] = useState<Language | undefined>(() => initialLanguage(problem));
  const starter = (lang: Language | undefined) => (lang ? (problem.codeSnippets[lang] ?? '') : '');
  // On return to the page the draft of the start language comes back, so leaving the page never loses work.
  const [code, setCode] = useState(() => (language ? (loadDraft(userId, problem.id, language) ?? starter(language)) : ''));
  const [loaded, setLoaded] = useState(() => ({ text: code, revision: 0 }));
  const [offeredDraft, setOfferedDraft] = useState<string>();

  const changeCode = (next: string) => {
    setCode(next);
    setOfferedDraft(undefined);
    if (language) saveDraft(userId, problem.id, language, next);
  };

  /** Replaces the code in the editor (not an edit: no draft is saved). */
  const loadCode = (text: string) => {
    setCode(text);
    setLoaded((previous) => ({ text, revision: previous.revision + 1 }));
  };

  const changeLanguage = (next: Language) => {
    const draft = loadDraft(userId, problem.id, next);
    setLanguage(next);
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
    discardDraft(userId, problem.id, language);
    loadCode(starter(language));
    setOfferedDraft(undefined);
  };

  return { language, code, loaded, draftOffered: offeredDraft !== undefined, changeCode, changeLanguage, restoreDraft, resetCode };
}
