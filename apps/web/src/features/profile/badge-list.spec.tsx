import { BadgeKind, type ApiBadge } from '@algosheets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HEALTHY, renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { LEARNER, signedIn } from '../../testing/session-fixtures';
import { BadgeList, formatEarnedOn } from './badge-list';
import { LeaderboardSetting } from './leaderboard-setting';

const BADGES: ApiBadge[] = [
  { id: 'first-accepted-python', kind: BadgeKind.FirstAccepted, name: 'First Python Accepted', description: 'Get a Submit accepted in Python.', earnedOn: '2026-01-05' },
  { id: 'review-streak', kind: BadgeKind.ReviewStreak, name: '7-Day Review Streak', description: 'Rate a review on 7 days in a row.', earnedOn: null },
];

afterEach(() => jest.restoreAllMocks());

describe('badge list', () => {
  it('shows earned badges with their day and unearned ones with how to earn them, in words', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), '/api/v1/achievements/badges': { body: { message: 'ok', badges: BADGES } } });
    await renderWithProviders(<BadgeList />);
    expect(await screen.findByRole('heading', { name: 'Badges (1 of 2 earned)' })).toBeInTheDocument();
    const [earned, unearned] = within(screen.getByRole('list', { name: 'Badges' })).getAllByRole('listitem');
    expect(earned).toHaveAttribute('data-earned', 'true');
    expect(within(earned).getByText('First Python Accepted')).toBeInTheDocument();
    expect(within(earned).getByText(`Earned ${formatEarnedOn('2026-01-05')}`)).toBeInTheDocument();
    expect(unearned).toHaveAttribute('data-earned', 'false');
    expect(within(unearned).getByText('Not earned yet')).toBeInTheDocument();
    expect(within(unearned).getByText('How to earn: Rate a review on 7 days in a row.')).toBeInTheDocument();
  });

  it('reads a day as that calendar day, not shifted by the time zone', () => {
    expect(formatEarnedOn('2026-01-05')).toMatch(/5/);
    expect(formatEarnedOn('2026-01-05')).not.toMatch(/4/);
  });

  it('offers a retry when the badges fail to load', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), '/api/v1/achievements/badges': { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' } } });
    await renderWithProviders(<BadgeList />);
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});

describe('leaderboard setting', () => {
  it('shows the current choice and saves an opt-out with a PUT', async () => {
    const fetchMock = stubFetch({
      ...HEALTHY,
      ...signedIn(LEARNER),
      '/api/v1/achievements/leaderboard-settings': { body: { message: 'ok', settings: { showOnLeaderboard: true } } },
    });
    const { user } = await renderWithProviders(<LeaderboardSetting />);
    const checkbox = await screen.findByRole('checkbox', { name: 'Show me on the leaderboard' });
    await waitFor(() => expect(checkbox).toBeEnabled());
    expect(checkbox).toBeChecked();
    await user.click(checkbox);
    await waitFor(() => {
      const put = fetchMock.mock.calls.map(([input]) => input).find((input) => input instanceof Request && input.method === 'PUT');
      expect(put).toBeDefined();
    });
    const put = fetchMock.mock.calls.map(([input]) => input).find((input) => input instanceof Request && input.method === 'PUT') as Request;
    expect(new URL(put.url).pathname).toBe('/api/v1/achievements/leaderboard-settings');
    expect(await put.clone().json()).toEqual({ showOnLeaderboard: false });
  });
});
