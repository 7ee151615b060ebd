import { Language, type ProfileStats } from '@algosheets/contracts';
import { screen, within } from '@testing-library/react';
import { summary } from '../../testing/problem-fixtures';
import { HEALTHY, renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { ADMIN, LEARNER, signedIn } from '../../testing/session-fixtures';
import { dayKey } from './heatmap';

const STATS: ProfileStats = {
  solved: { solved: 1, total: 4 },
  byDifficulty: { EASY: { solved: 1, total: 2 }, MEDIUM: { solved: 0, total: 1 }, HARD: { solved: 0, total: 1 } },
  attempting: 2,
  totalSubmissions: 5,
  successRate: 40,
  languages: [
    { language: Language.Python, count: 3, percentage: 60 },
    { language: Language.JavaScript, count: 2, percentage: 40 },
  ],
  mostUsedLanguage: Language.Python,
  averageRuntimeS: 0.0345,
};

const today = dayKey(new Date());
const withLogins = { ...LEARNER, loginMap: { [today]: 3 } };

// 371 heatmap cells make this the heaviest render of the suite; it needs more than jest's 5 s on a busy machine.
jest.setTimeout(30_000);

describe('profile page', () => {
  it('shows a learner the header, progress, performance, heatmap and solved problems', async () => {
    stubFetch({
      ...HEALTHY,
      ...signedIn(withLogins),
      '/api/v1/users/me/stats': { body: { message: 'ok', stats: STATS } },
      '/api/v1/problems/get-solved-problems': { body: { message: 'ok', problems: [summary(1, { title: 'Two Sum' })], total: 1 } },
    });
    await renderWithProviders(undefined, { path: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: LEARNER.name })).toBeInTheDocument();
    expect(screen.queryByText('ADMIN')).not.toBeInTheDocument();
    expect(screen.getByTestId('current-streak')).toHaveTextContent('2');
    expect(screen.getByTestId('active-days')).toHaveTextContent('1');
    expect(await screen.findByTestId('solved-total')).toHaveTextContent('1/4');
    // The level reads the stats, which arrive after the header: asserted once they are shown.
    expect(screen.getByTestId('level-badge')).toHaveTextContent('Intermediate');
    expect(screen.getByTestId('attempting')).toHaveTextContent('2');
    expect(screen.getByText('0.03 s')).toBeInTheDocument();
    expect(screen.getByText('40.0%')).toBeInTheDocument();
    expect(screen.getByText('3 (60.0%)')).toBeInTheDocument();
    const cell = document.querySelector(`[data-date="${today}"]`);
    expect(cell).toHaveAttribute('data-level', '4');
    expect(cell?.getAttribute('aria-label')).toMatch(/3 logins$/);
    expect(await screen.findByRole('heading', { name: 'Solved Problems (1)' })).toBeInTheDocument();
    expect(within(screen.getByTestId('solved-row')).getByText('✓ Solved')).toBeInTheDocument();
  });

  it('shows an admin the ADMIN badge and the Users Overview, without the solved table', async () => {
    const other = { ...LEARNER, id: 'other', name: '', email: 'nameless@example.com', loginMap: { [today]: 1 } };
    stubFetch({
      ...HEALTHY,
      ...signedIn({ ...ADMIN, loginMap: { [today]: 1 } }),
      '/api/v1/users/me/stats': { body: { message: 'ok', stats: { ...STATS, totalSubmissions: 0, languages: [], mostUsedLanguage: null } } },
      '/api/v1/users': { body: { message: 'ok', users: [other] } },
      '/api/v1/users/active': { body: { message: 'ok', users: [] } },
    });
    await renderWithProviders(undefined, { path: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Users Overview' })).toBeInTheDocument();
    expect(screen.getAllByText('ADMIN').length).toBeGreaterThan(0);
    expect(await screen.findByText('No active users in this period.')).toBeInTheDocument();
    expect(await screen.findAllByText('nameless@example.com')).not.toHaveLength(0);
    expect(await screen.findByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('0 s')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Solved Problems/ })).not.toBeInTheDocument();
    const cell = document.querySelector(`[data-date="${today}"]`);
    expect(cell?.getAttribute('aria-label')).toMatch(/2 logins, Users: Ada Admin, nameless@example.com$/);
  });
});
