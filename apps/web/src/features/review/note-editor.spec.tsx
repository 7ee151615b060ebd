import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { NOTE_AUTOSAVE_MS, NotesPanel } from './note-editor';
import { formatDueDay } from './review-dates';

const PROBLEM_ID = '00000000-0000-4000-8000-000000000001';
const NOTE_PATH = `/api/v1/problems/${PROBLEM_ID}/note`;
const note = (body: string) => ({ message: 'ok', note: { id: 'n1', problemId: PROBLEM_ID, body, updatedAt: '2026-11-24T10:00:00.000Z' } });

/** The bodies of the PUTs the app sent, in order. */
async function savedBodies(fetchMock: ReturnType<typeof stubFetch>): Promise<string[]> {
  const puts = fetchMock.mock.calls.map(([input]) => input).filter((input): input is Request => input instanceof Request && input.method === 'PUT');
  return Promise.all(puts.map(async (request) => (JSON.parse(await request.clone().text()) as { body: string }).body));
}

describe('notes tab', () => {
  it('loads the saved note and saves once after typing stops, not on every keystroke', async () => {
    const fetchMock = stubFetch({ [NOTE_PATH]: { body: note('first') } });
    const { user } = await renderWithProviders(<NotesPanel problemId={PROBLEM_ID} />);
    const editor = await screen.findByRole('textbox', { name: 'My note (Markdown)' });
    expect(editor).toHaveValue('first');
    await user.type(editor, ' idea');
    expect(screen.getByTestId('note-status')).toHaveAttribute('data-state', 'editing');
    expect(await savedBodies(fetchMock)).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('note-status')).toHaveAttribute('data-state', 'saved'), { timeout: NOTE_AUTOSAVE_MS * 4 });
    expect(await savedBodies(fetchMock)).toEqual(['first idea']);
  });

  it('saves a pending edit at once when the tab goes away', async () => {
    const fetchMock = stubFetch({ [NOTE_PATH]: { body: note('') } });
    const { user, unmount } = await renderWithProviders(<NotesPanel problemId={PROBLEM_ID} />);
    await user.type(await screen.findByRole('textbox', { name: 'My note (Markdown)' }), 'x');
    act(() => unmount());
    await waitFor(async () => expect(await savedBodies(fetchMock)).toEqual(['x']));
  });
});

describe('formatDueDay', () => {
  it('names the calendar day as given, whatever the zone', () => {
    expect(formatDueDay('2026-11-25', 'en-US')).toBe('Wed, Nov 25');
    expect(formatDueDay('not a day', 'en-US')).toBe('not a day');
  });
});
