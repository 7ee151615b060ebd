import { Difficulty } from '@algosheets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { problemList, summary } from '../../testing/problem-fixtures';
import { HEALTHY, renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { ADMIN, LEARNER, signedIn } from '../../testing/session-fixtures';

const PROBLEMS = [
  summary(1, { title: 'Two Sum', tags: ['Array', 'Hash Table', 'Sorting', 'Google', 'Amazon', 'Apple'], solvedBy: [{ userId: LEARNER.id }] }),
  summary(2, { title: 'Valid Palindrome', tags: ['String'], companies: ['Amazon'], difficulty: Difficulty.Medium }),
  ...[3, 4, 5, 6, 7].map((index) => summary(index, { difficulty: Difficulty.Hard })),
];

/** The query strings of the list requests `fetchSpy` saw, in order ('' for the unfiltered list). */
function listQueriesSent(fetchSpy: ReturnType<typeof stubFetch>): string[] {
  return fetchSpy.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : input.toString(), window.location.href))
    .filter((url) => url.pathname === '/api/v1/problems/get-all-problems')
    .map((url) => url.search);
}

describe('problems page', () => {
  it('shows the table with the solved check, collapsed badges, difficulty badges and pages of 6', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), ...problemList(PROBLEMS) });
    const { user } = await renderWithProviders(undefined, { path: '/problems' });
    expect(await screen.findByRole('heading', { name: 'Practice Problems' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('problem-row')).toHaveLength(6);
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('1 / 2');
    expect(screen.getByPlaceholderText('Search titles, topics or companies...')).toBeInTheDocument();

    const twoSum = screen.getAllByTestId('problem-row')[0]!;
    expect(within(twoSum).getByLabelText('Solved')).toBeInTheDocument();
    expect(within(twoSum).getByRole('link', { name: 'Two Sum' })).toHaveAttribute('href', `/problem/${PROBLEMS[0]!.id}`);
    // Companies Google, Amazon, Apple: two shown, '+1 more'; tags Array, Hash Table, Sorting likewise.
    const more = within(twoSum).getAllByRole('button', { name: '+1 more' });
    expect(more).toHaveLength(2);
    await user.click(more[0]!);
    expect(within(twoSum).getByText('Apple')).toBeInTheDocument();
    await user.click(within(twoSum).getByRole('button', { name: 'Show less' }));
    expect(within(twoSum).queryByText('Apple')).not.toBeInTheDocument();
    expect(within(twoSum).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(twoSum).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('2 / 2');
    expect(screen.getAllByTestId('problem-row')).toHaveLength(1);
  });

  it('asks the server for the filters in the address, and puts each choice there', async () => {
    const fetchSpy = stubFetch({ ...HEALTHY, ...signedIn(LEARNER), ...problemList(PROBLEMS.slice(1, 2)) });
    const listQueries = () => listQueriesSent(fetchSpy);
    const { user } = await renderWithProviders(undefined, { path: '/problems?companies=Amazon&search=pal' });
    await screen.findAllByTestId('problem-row');
    expect(screen.getByRole('textbox', { name: 'Search problems' })).toHaveValue('pal');
    expect(within(screen.getByTestId('active-filters')).getByText('Amazon')).toBeInTheDocument();
    expect(listQueries()).toEqual(['?companies=Amazon&search=pal']);
    await user.click(within(screen.getByRole('group', { name: 'Topics' })).getByText('String'));
    await waitFor(() => expect(listQueries().at(-1)).toBe('?tags=String&companies=Amazon&search=pal'));
    // The page shows the server's answer as it is: no second filtering in the browser.
    expect(screen.getAllByTestId('problem-row')).toHaveLength(1);
  });

  it('sends the search once typing pauses, not on every keystroke', async () => {
    const fetchSpy = stubFetch({ ...HEALTHY, ...signedIn(LEARNER), ...problemList(PROBLEMS) });
    const { user } = await renderWithProviders(undefined, { path: '/problems' });
    await screen.findAllByTestId('problem-row');
    await user.type(screen.getByRole('textbox', { name: 'Search problems' }), 'pal');
    await waitFor(() => expect(listQueriesSent(fetchSpy)).toEqual(['', '?search=pal']));
  });

  it('says no problem matches when the filtered answer is empty, and clears the filters', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), ...problemList([]) });
    const { user } = await renderWithProviders(undefined, { path: '/problems?tags=Graph' });
    expect(await screen.findByText('No problems match your filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('No problems found.')).toBeInTheDocument();
  });

  it("says 'No problems found.' for an empty catalogue", async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), ...problemList([]) });
    await renderWithProviders(undefined, { path: '/problems' });
    expect(await screen.findByText('No problems found.')).toBeInTheDocument();
  });

  it('gives admins delete and an edit link to the problem form', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(ADMIN), ...problemList(PROBLEMS) });
    await renderWithProviders(undefined, { path: '/problems' });
    const row = (await screen.findAllByTestId('problem-row'))[0]!;
    expect(within(row).getByRole('button', { name: 'Delete Two Sum' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Two Sum' })).toHaveAttribute('href', `/edit-problem/${PROBLEMS[0]!.id}`);
  });

  it("toasts 'Error while fetching all problems' when the list fails", async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), '/api/v1/problems/get-all-problems': { status: 500, body: { message: 'boom' } } });
    await renderWithProviders(undefined, { path: '/problems' });
    await waitFor(() => expect(screen.getByText('Error while fetching all problems')).toBeInTheDocument());
  });

  it('opens Create New Sheet, requires a name and hides the public checkbox from learners', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), ...problemList(PROBLEMS) });
    const { user } = await renderWithProviders(undefined, { path: '/problems' });
    await user.click(await screen.findByRole('button', { name: 'Create Sheets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Sheet' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Sheet' }));
    expect(await within(dialog).findByText('Sheet name is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Make this Sheet public (visible to everyone)')).not.toBeInTheDocument();
  });

  it('shows each acceptance rate and sorts by it from the header, unrated last, with the sort in the address', async () => {
    const rated = [
      summary(1, { title: 'Unrated', acceptanceRate: null }),
      summary(2, { title: 'Often Accepted', acceptanceRate: 80 }),
      summary(3, { title: 'Rarely Accepted', acceptanceRate: 12.5 }),
    ];
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), ...problemList(rated) });
    const { user, router } = await renderWithProviders(undefined, { path: '/problems' });
    await screen.findAllByTestId('problem-row');
    const column = () => screen.getAllByTestId('acceptance').map((cell) => cell.textContent);
    expect(column()).toEqual(['—', '80.0%', '12.5%']);
    await user.click(screen.getByRole('button', { name: 'Sort by acceptance' }));
    expect(column()).toEqual(['12.5%', '80.0%', '—']);
    expect(router.state.location.search).toBe('?sort=acceptance');
    await user.click(screen.getByRole('button', { name: 'Sort by acceptance, now ascending' }));
    expect(column()).toEqual(['80.0%', '12.5%', '—']);
    expect(router.state.location.search).toBe('?sort=acceptance&order=desc');
  });

  it("opens the filters in a drawer from the phone's Filters button, and sorts from the phone's select", async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), ...problemList(PROBLEMS) });
    const { user, router } = await renderWithProviders(undefined, { path: '/problems?tags=String&difficulty=EASY' });
    await screen.findAllByTestId('problem-row');
    // Two choices are active: the button says so.
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(within(drawer).getByRole('group', { name: 'Topics' })).getByText('Array'));
    await waitFor(() => expect(router.state.location.search).toBe('?difficulty=EASY&tags=String%2CArray'));
    await user.click(within(drawer).getByRole('button', { name: 'Show problems' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort problems' }), 'Hardest first');
    expect(router.state.location.search).toBe('?difficulty=EASY&tags=String%2CArray&sort=difficulty&order=desc');
  });
});
