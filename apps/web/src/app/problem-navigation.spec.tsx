import type { ApiSheet, ApiProblemSummary } from '@algosheets/contracts';
import { screen, within } from '@testing-library/react';
import { summary } from '../testing/problem-fixtures';
import { HEALTHY, renderWithProviders, requestsTo, stubFetch } from '../testing/render-with-providers';
import { LEARNER, signedIn } from '../testing/session-fixtures';
import { workspaceProblem } from '../features/workspace/workspace-fixtures';

jest.mock('../components/code-editor/code-editor', () => jest.requireActual('../features/workspace/workspace-fixtures').EDITOR_STUB);
jest.setTimeout(30_000);

const OPEN = workspaceProblem();
/** The list in its default order: the open problem sits between 'First' and 'Third'. */
const LIST: ApiProblemSummary[] = [summary(1, { title: 'First', solvedBy: [{ userId: LEARNER.id }] }), { ...summary(2), id: OPEN.id, title: OPEN.title }, summary(3, { title: 'Third' })];
const SHEET: ApiSheet = {
  id: '00000000-0000-4000-8000-000000000501',
  name: 'Strings Sheet',
  description: '',
  isPublic: false,
  createdBy: LEARNER.id,
  // The sheet's own order: 'Third', the open problem, then nothing.
  problems: [LIST[2]!, LIST[1]!].map((problem) => ({ problem, addedAt: '2026-01-01T00:00:00.000Z' })),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

async function openAt(path: string, sheet: ApiSheet = SHEET) {
  const fetch = stubFetch({
    ...HEALTHY,
    ...signedIn(LEARNER),
    [`/api/v1/problems/get-problem/${OPEN.id}`]: { body: { message: 'ok', problem: OPEN } },
    [`/api/v1/submission/get-submission/${OPEN.id}`]: { body: { message: 'ok', submissions: [] } },
    [`/api/v1/submission/get-submission-count/${OPEN.id}`]: { body: { message: 'ok', count: 0 } },
    '/api/v1/problems/get-all-problems': { body: { message: 'ok', problems: LIST, total: LIST.length } },
    [`/api/v1/playlist/${SHEET.id}`]: { body: { message: 'ok', playList: sheet } },
  });
  const rendered = await renderWithProviders(undefined, { path });
  await screen.findByRole('heading', { name: OPEN.title });
  return { ...rendered, fetch };
}

describe('the workspace’s way to other problems', () => {
  it('steps through the problem list with ◀ ▶, lists it in a drawer with the open one marked, and keeps the account menu', async () => {
    const { user } = await openAt(`/problem/${OPEN.id}`);
    const nav = screen.getByRole('navigation', { name: 'Problems' });
    expect(await within(nav).findByRole('link', { name: 'Previous problem: First' })).toHaveAttribute('href', `/problem/${LIST[0]!.id}`);
    expect(within(nav).getByRole('link', { name: 'Next problem: Third' })).toHaveAttribute('href', `/problem/${LIST[2]!.id}`);
    expect(within(nav).queryByRole('link', { name: /Back to sheet/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Account menu, ${LEARNER.name}` })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Open the problem list' }));
    const drawer = await screen.findByRole('dialog', { name: 'Problem list' });
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['FirstEASY', `${OPEN.title}EASY`, 'ThirdEASY']);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(within(links[0]!).getByLabelText('Solved')).toBeInTheDocument();
    expect(within(links[2]!).queryByLabelText('Solved')).not.toBeInTheDocument();
  });

  it('moves within the sheet of ?sheet= in its order, keeps the sheet in each link and offers Back to sheet', async () => {
    const { fetch } = await openAt(`/problem/${OPEN.id}?sheet=${SHEET.id}`);
    const nav = screen.getByRole('navigation', { name: 'Problems' });
    expect(await within(nav).findByRole('link', { name: 'Previous problem: Third' })).toHaveAttribute('href', `/problem/${LIST[2]!.id}?sheet=${SHEET.id}`);
    // The open problem is the sheet's last.
    expect(within(nav).getByRole('button', { name: 'Next problem (none)' })).toBeDisabled();
    expect(within(nav).getByRole('link', { name: /Back to sheet/ })).toHaveAttribute('href', `/playlist/${SHEET.id}`);
    expect(within(nav).getByRole('button', { name: 'Open the sheet' })).toBeInTheDocument();
    // The whole list is not the sequence: it is not asked for.
    expect(requestsTo(fetch, '/api/v1/problems/get-all-problems')).toEqual([]);
  });

  it('falls back to the problem list when the sheet does not hold the problem', async () => {
    await openAt(`/problem/${OPEN.id}?sheet=${SHEET.id}`, { ...SHEET, problems: SHEET.problems.slice(0, 1) });
    const nav = screen.getByRole('navigation', { name: 'Problems' });
    expect(await within(nav).findByRole('link', { name: 'Next problem: Third' })).toHaveAttribute('href', `/problem/${LIST[2]!.id}`);
    expect(within(nav).queryByRole('link', { name: /Back to sheet/ })).not.toBeInTheDocument();
  });
});
