import { LeaderboardPeriod, type LeaderboardResponse } from '@algosheets/contracts';
import { screen, within } from '@testing-library/react';
import { HEALTHY, renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { LEARNER, signedIn } from '../../testing/session-fixtures';

const WEIGHTS = { EASY: 1, MEDIUM: 2, HARD: 3 };

function board(period: LeaderboardPeriod, overrides: Partial<LeaderboardResponse>): LeaderboardResponse {
  return {
    message: 'ok',
    period,
    weekStart: period === LeaderboardPeriod.Week ? '2026-11-23' : null,
    weights: WEIGHTS,
    entries: [],
    viewer: { rank: null, points: 0, solved: 0, hidden: false },
    ...overrides,
  };
}

/** One stub per period: the page asks `?period=`, the stub answers by query. */
function stubBoards(week: LeaderboardResponse, allTime: LeaderboardResponse) {
  const fetchMock = stubFetch({ ...HEALTHY, ...signedIn(LEARNER) });
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), window.location.href);
    if (url.pathname !== '/api/v1/achievements/leaderboard') return (fallback as typeof fetch)(input);
    const body = url.searchParams.get('period') === LeaderboardPeriod.AllTime ? allTime : week;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

afterEach(() => jest.restoreAllMocks());

describe('leaderboard page', () => {
  it('shows this week first with the weights, the viewer marked in words, then all time on its tab', async () => {
    stubBoards(
      board(LeaderboardPeriod.Week, {
        entries: [
          { rank: 1, name: 'Grace', points: 5, solved: 2, isViewer: false },
          { rank: 2, name: LEARNER.name, points: 3, solved: 1, isViewer: true },
        ],
        viewer: { rank: 2, points: 3, solved: 1, hidden: false },
      }),
      board(LeaderboardPeriod.AllTime, { entries: [{ rank: 1, name: 'Alan', points: 40, solved: 20, isViewer: false }], viewer: { rank: 7, points: 12, solved: 6, hidden: true } }),
    );
    const { user } = await renderWithProviders(undefined, { path: '/leaderboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(await screen.findByText('Your rank: #2 with 3 points (1 solved)')).toBeInTheDocument();
    expect(screen.getByText(/Points per solved problem: Easy 1 · Medium 2 · Hard 3\. Problems first solved since Monday 2026-11-23/)).toBeInTheDocument();
    const rows = screen.getAllByTestId('leaderboard-row');
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', 'Grace', '5', '2'],
      ['2', `${LEARNER.name}You`, '3', '1'],
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('tab', { name: 'All time' }));
    expect(await screen.findByText('Your rank: #7 with 12 points (6 solved)')).toBeInTheDocument();
    expect(screen.getByText(/You are hidden from other learners/)).toBeInTheDocument();
    expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(1);
    expect(screen.getByText('Alan')).toBeInTheDocument();
  });

  it('says so when the viewer and everyone else have no solve this week', async () => {
    stubBoards(board(LeaderboardPeriod.Week, {}), board(LeaderboardPeriod.AllTime, { viewer: { rank: 4, points: 1, solved: 1, hidden: false } }));
    const { user } = await renderWithProviders(undefined, { path: '/leaderboard' });
    expect(await screen.findByText('You have no solved problem in this period yet.')).toBeInTheDocument();
    expect(screen.getByText('No one has solved a problem in this period yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All time' }));
    expect(await screen.findByText('Your rank: #4 with 1 point (1 solved)')).toBeInTheDocument();
  });
});
