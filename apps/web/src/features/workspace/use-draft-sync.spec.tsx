import { Language } from '@algosheets/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { requestsTo, stubFetch } from '../../testing/render-with-providers';
import { DRAFT_SAVE_DELAY_MS, useDraftSync } from './use-draft-sync';

const PROBLEM_ID = '00000000-0000-4000-8000-00000000d7af';
const DRAFTS_PATH = `/api/v1/problems/${PROBLEM_ID}/drafts/PYTHON`;

/** The hook with the app's real store and providers, for a problem with no draft yet. */
function renderDraftSync() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders store={store}>{children}</AppProviders>;
  return renderHook(() => useDraftSync(PROBLEM_ID, { message: 'Editor state', language: null, drafts: [] }), { wrapper }).result;
}

describe('useDraftSync', () => {
  afterEach(() => jest.restoreAllMocks());

  it(`saves a burst of edits once, ${DRAFT_SAVE_DELAY_MS} ms after the last, with the last code and the revision it was based on`, async () => {
    const fetch = stubFetch({ [DRAFTS_PATH]: { body: { message: 'Draft saved', draft: { language: Language.Python, code: 'x = 5', revision: 1, updatedAt: '2026-11-28T18:00:00.000Z' } } } });
    const sync = renderDraftSync();
    act(() => {
      for (const code of ['x = 1', 'x = 2', 'x = 3', 'x = 4', 'x = 5']) sync.current.schedule(Language.Python, code);
    });
    // Nothing goes out while the learner is still typing.
    expect(requestsTo(fetch, DRAFTS_PATH)).toHaveLength(0);
    expect(sync.current.status).toBe('pending');
    await waitFor(() => expect(sync.current.status).toBe('saved'));
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS));
    const saves = requestsTo(fetch, DRAFTS_PATH);
    expect(saves.map((request) => request.method)).toEqual(['PUT']);
    expect(await saves[0].json()).toEqual({ code: 'x = 5', baseRevision: 0 });
  });
});
