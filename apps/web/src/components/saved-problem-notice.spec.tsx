import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { SavedProblemNotice } from './saved-problem-notice';

describe('SavedProblemNotice', () => {
  it('links to open and to edit the problem an admin created or saved, and shows nothing otherwise', async () => {
    const { router } = await renderWithProviders(<SavedProblemNotice />, { path: '/problems' });
    expect(screen.queryByTestId('created-problem')).toBeNull();

    await act(() => router.navigate('/problems', { state: { created: { id: 'p1', title: 'Two Sum' } } }));
    const created = screen.getByTestId('created-problem');
    expect(created).toHaveTextContent('Problem created');
    expect(within(created).getByRole('link', { name: 'Open Two Sum' })).toHaveAttribute('href', '/problem/p1');
    expect(within(created).getByRole('link', { name: 'Edit Two Sum' })).toHaveAttribute('href', '/edit-problem/p1');

    await act(() => router.navigate('/problems', { state: { created: { id: 'p1', title: 'Two Sum', saved: true } } }));
    expect(screen.getByTestId('created-problem')).toHaveTextContent('Problem saved');

    await act(() => router.navigate('/problems', { state: { created: { id: 7 } } }));
    expect(screen.queryByTestId('created-problem')).toBeNull();
  });
});
