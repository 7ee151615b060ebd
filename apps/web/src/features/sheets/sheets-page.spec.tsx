import { screen, within } from '@testing-library/react';
import type { ApiSheet } from '@algosheets/contracts';
import { summary } from '../../testing/problem-fixtures';
import { HEALTHY, renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { ADMIN, LEARNER, signedIn } from '../../testing/session-fixtures';

function sheet(id: number, overrides: Partial<ApiSheet>): ApiSheet {
  return { id: `00000000-0000-4000-8000-0000000002${String(id).padStart(2, '0')}`, name: `Sheet ${id}`, description: '', isPublic: false, createdBy: LEARNER.id, problems: [], createdAt: '', updatedAt: '', ...overrides };
}

const SHEETS = [
  sheet(1, { name: 'Google Top 50', isPublic: true, createdBy: ADMIN.id }),
  sheet(2, { name: 'Microsoft Classics', isPublic: true, createdBy: ADMIN.id }),
  sheet(3, { name: 'Amazon Bar Raiser', isPublic: true, createdBy: ADMIN.id }),
  sheet(4, { name: 'Netflix Picks', isPublic: true, createdBy: ADMIN.id }),
  sheet(5, { name: 'My Warm-up', problems: [{ problem: summary(1, { solvedBy: [{ userId: LEARNER.id }] }), addedAt: '' }, { problem: summary(2), addedAt: '' }] }),
];

describe('sheets page', () => {
  it('lists company sheets with three logos, personal sheets as Sheet N, and confirms deletion', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), '/api/v1/playlist': { body: { message: 'ok', playLists: SHEETS } } });
    const { user } = await renderWithProviders(undefined, { path: '/playlist' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sheets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Company Based Sheets' })).toBeInTheDocument();
    expect(screen.getAllByText('Company Sheet')).toHaveLength(4);
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Google logo', 'Microsoft logo', 'Amazon logo']);
    expect(screen.queryByRole('button', { name: 'Delete Google Top 50' })).not.toBeInTheDocument();

    const mine = screen.getAllByTestId('sheet-card').find((card) => within(card).queryByText('My Warm-up'))!;
    expect(within(mine).getByText('Sheet 1')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', `/playlist/${SHEETS[4]!.id}`);
    expect(screen.getByText('Create New Sheet')).toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Delete My Warm-up' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Sheet' });
    expect(within(dialog).getByText('Are you sure you want to delete "My Warm-up"? This action cannot be undone.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("gives each company sheet its own company's logo, whatever the order (Amazon before Microsoft)", async () => {
    const reordered = [SHEETS[0]!, SHEETS[2]!, SHEETS[1]!];
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), '/api/v1/playlist': { body: { message: 'ok', playLists: reordered } } });
    await renderWithProviders(undefined, { path: '/playlist' });
    const amazon = (await screen.findAllByTestId('sheet-card')).find((card) => within(card).queryByText('Amazon Bar Raiser'))!;
    expect(within(amazon).getByRole('img')).toHaveAttribute('alt', 'Amazon logo');
    const microsoft = screen.getAllByTestId('sheet-card').find((card) => within(card).queryByText('Microsoft Classics'))!;
    expect(within(microsoft).getByRole('img')).toHaveAttribute('alt', 'Microsoft logo');
  });

  it("lists only an admin's own sheets under My Sheets; other users' sheets in the admin view", async () => {
    const own = sheet(6, { name: 'Admin Drafts', createdBy: ADMIN.id });
    stubFetch({ ...HEALTHY, ...signedIn(ADMIN), '/api/v1/playlist': { body: { message: 'ok', playLists: [...SHEETS, own] } } });
    await renderWithProviders(undefined, { path: '/playlist' });
    const mine = (await screen.findByRole('heading', { name: 'My Sheets' })).closest('section')!;
    expect(within(mine as HTMLElement).getByText('Admin Drafts')).toBeInTheDocument();
    expect(within(mine as HTMLElement).queryByText('My Warm-up')).not.toBeInTheDocument();
    const others = screen.getByRole('heading', { name: "Users' Sheets (admin view)" }).closest('section')!;
    expect(within(others as HTMLElement).getByText('My Warm-up')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), '/api/v1/playlist': { body: { message: 'ok', playLists: [] } } });
    await renderWithProviders(undefined, { path: '/playlist' });
    expect(await screen.findByText('No Sheets found. Start by creating one!')).toBeInTheDocument();
  });

  it('shows progress, breakdown and rows on the sheet detail, linking each problem within the sheet', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), [`/api/v1/playlist/${SHEETS[4]!.id}`]: { body: { message: 'ok', playList: SHEETS[4] } } });
    await renderWithProviders(undefined, { path: `/playlist/${SHEETS[4]!.id}` });
    expect(await screen.findByText('1/2 Problems Solved')).toBeInTheDocument();
    expect(screen.getByTestId('sheet-percent')).toHaveTextContent('50%');
    expect(screen.getAllByTestId('sheet-problem-row')).toHaveLength(2);
    // Opened from the sheet, the workspace moves within it: the link carries the sheet.
    expect(screen.getAllByRole('link', { name: 'Solve' })[0]).toHaveAttribute('href', `/problem/${summary(1).id}?sheet=${SHEETS[4]!.id}`);
    expect(screen.getByRole('link', { name: summary(1).title })).toHaveAttribute('href', `/problem/${summary(1).id}?sheet=${SHEETS[4]!.id}`);
    expect(screen.getByLabelText('Unsolved')).toBeInTheDocument();
  });
});
