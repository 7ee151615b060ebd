import { screen, waitFor, within } from '@testing-library/react';
import type { ApiUser } from '@algosheets/contracts';
import { HEALTHY, renderWithProviders, stubFetch, type StubbedResponse } from '../../testing/render-with-providers';
import { ADMIN, LEARNER, signedIn } from '../../testing/session-fixtures';

const CREATE = '/api/v1/playlist/create-playlist';

function creations(fetch: jest.SpyInstance): Request[] {
  return fetch.mock.calls.map(([request]) => request as Request).filter((request) => new URL(request.url).pathname === CREATE);
}

/** Opens 'Create New Sheet' from the empty sheets page of `account`, with the create call answered by `answer`. */
async function openCreateDialog(account: ApiUser, answer: StubbedResponse) {
  const fetch = stubFetch({ ...HEALTHY, ...signedIn(account), '/api/v1/playlist': { body: { message: 'ok', playLists: [] } }, [CREATE]: answer });
  const { user } = await renderWithProviders(undefined, { path: '/playlist' });
  await user.click(await screen.findByRole('button', { name: 'Create New Sheet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New Sheet' });
  return { fetch, user, dialog };
}

const CREATED = { status: 201, body: { message: 'ok', playList: { id: 'x' } } };

describe('create sheet dialog', () => {
  it("requires a name ('Sheet name is required') and sends nothing until one is given", async () => {
    const { fetch, user, dialog } = await openCreateDialog(LEARNER, CREATED);
    await user.type(within(dialog).getByLabelText(/Sheet Name/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Sheet' }));
    expect(await within(dialog).findByText('Sheet name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Sheet Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(creations(fetch)).toHaveLength(0);
  });

  it('says the maximum of 100 characters for a longer name and sends nothing', async () => {
    const { fetch, user, dialog } = await openCreateDialog(LEARNER, CREATED);
    await user.click(within(dialog).getByLabelText(/Sheet Name/));
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Create Sheet' }));
    expect(await within(dialog).findByText('Sheet name must be at most 100 characters')).toBeInTheDocument();
    expect(creations(fetch)).toHaveLength(0);
  });

  it('sends the trimmed name and description, private for a learner (no public checkbox), and closes', async () => {
    const { fetch, user, dialog } = await openCreateDialog(LEARNER, CREATED);
    expect(within(dialog).queryByText('Make this Sheet public (visible to everyone)')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Sheet Name/), ' Warm-up ');
    await user.type(within(dialog).getByLabelText('Description'), ' Easy first ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Sheet' }));
    expect(await screen.findByText('Sheet created')).toBeInTheDocument();
    expect(await creations(fetch)[0]!.json()).toEqual({ name: 'Warm-up', description: 'Easy first', isPublic: false });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Sheet' })).not.toBeInTheDocument());
  });

  it('lets an admin make the sheet public', async () => {
    const { fetch, user, dialog } = await openCreateDialog(ADMIN, CREATED);
    await user.type(within(dialog).getByLabelText(/Sheet Name/), 'Google Top 50');
    await user.click(within(dialog).getByText('Make this Sheet public (visible to everyone)'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Sheet' }));
    await waitFor(() => expect(creations(fetch)).toHaveLength(1));
    expect(await creations(fetch)[0]!.json()).toEqual({ name: 'Google Top 50', description: '', isPublic: true });
  });

  it('keeps the dialog and what was typed when the server refuses, and toasts the failure', async () => {
    const { user, dialog } = await openCreateDialog(LEARNER, { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } });
    await user.type(within(dialog).getByLabelText(/Sheet Name/), 'Warm-up');
    await user.click(within(dialog).getByRole('button', { name: 'Create Sheet' }));
    expect(await screen.findByText('Failed to create the sheet')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Sheet Name/)).toHaveValue('Warm-up');
  });
});
