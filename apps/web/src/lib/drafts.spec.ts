import { clearAllDrafts, discardDraft, draftKey, loadDraft, saveDraft } from './drafts';

describe('code drafts (keyed by user, problem and language)', () => {
  it('keys drafts by user, problem and language', () => {
    saveDraft('u1', 'p1', 'PYTHON', 'print(1)');
    saveDraft('u2', 'p1', 'PYTHON', 'print(2)');
    expect(loadDraft('u1', 'p1', 'PYTHON')).toBe('print(1)');
    expect(loadDraft('u1', 'p1', 'JAVA')).toBeUndefined();
    expect(draftKey('u1', 'p1', 'PYTHON')).not.toBe(draftKey('u2', 'p1', 'PYTHON'));
    discardDraft('u1', 'p1', 'PYTHON');
    expect(loadDraft('u1', 'p1', 'PYTHON')).toBeUndefined();
  });

  it('clears every draft and nothing else on logout', () => {
    saveDraft('u1', 'p1', 'PYTHON', 'a');
    saveDraft('u2', 'p2', 'JAVA', 'b');
    window.localStorage.setItem('isLoggedOut', 'false');
    clearAllDrafts();
    expect(loadDraft('u1', 'p1', 'PYTHON')).toBeUndefined();
    expect(loadDraft('u2', 'p2', 'JAVA')).toBeUndefined();
    expect(window.localStorage.getItem('isLoggedOut')).toBe('false');
  });
});
