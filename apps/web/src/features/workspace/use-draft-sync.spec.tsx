import { Language } from '@algosheets/contracts';
import { act, waitFor } from '@testing-library/react';
import { requestsTo, renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { DRAFT_SAVE_DELAY_MS, useDraftSync } from './use-draft-sync';

const PROBLEM_ID = '00000000-0000-4000-8000-00000000d7af';
const DRAFTS_PATH = `/api/v1/problems/${PROBLEM_ID}/drafts/PYTHON`;

/** The hook's latest answer, read by the test after each render of the probe. */
let sync: ReturnType<typeof useDraftSync>;

function Probe() {
  sync = useDraftSync(PROBLEM_ID, { message: 'Editor state', language: null, drafts: [] });
  return null;
}

describe('useDraftSync', () => {
  afterEach(() => jest.restoreAllMocks());

  it(`saves a burst of edits once, ${DRAFT_SAVE_DELAY_MS} ms after the last, with the last code and the revision it was based on`, async () => {
    const fetch = stubFetch({ [DRAFTS_PATH]: { body: { message: 'Draft saved', draft: { language: Language.Python, code: 'x = 5', revision: 1, updatedAt: '2026-11-28T18:00:00.000Z' } } } });
    await renderWithProviders(<Probe />);
    act(() => {
      for (const code of ['x = 1', 'x = 2', 'x = 3', 'x = 4', 'x = 5']) sync.schedule(Language.Python, code);
    });
    // Nothing goes out while the learner is still typing.
    expect(requestsTo(fetch, DRAFTS_PATH)).toHaveLength(0);
    expect(sync.status).toBe('pending');
    await waitFor(() => expect(sync.status).toBe('saved'));
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS));
    const saves = requestsTo(fetch, DRAFTS_PATH);
    expect(saves.map((request) => request.method)).toEqual(['PUT']);
    expect(await saves[0].json()).toEqual({ code: 'x = 5', baseRevision: 0 });
  });
});
