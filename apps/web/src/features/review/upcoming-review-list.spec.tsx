import { Difficulty, ReviewRating, type ApiReviewCard } from '@algosheets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, requestsTo, stubFetch, type StubbedResponse } from '../../testing/render-with-providers';
import { UpcomingReviewList } from './upcoming-review-list';

const PROBLEM_ID = '00000000-0000-4000-8000-000000000501';
const UPCOMING_PATH = '/api/v1/review/upcoming';
const CARD_PATH = `/api/v1/review/${PROBLEM_ID}`;

/** The card of a problem solved without a rating: scheduled as Good. */
const card = (rating: ReviewRating, dueDay: string): ApiReviewCard => ({
  problemId: PROBLEM_ID,
  title: 'Reverse String',
  difficulty: Difficulty.Easy,
  due: `${dueDay}T09:00:00.000Z`,
  dueDay,
  scheduledDays: 3,
  reps: 1,
  lapses: 0,
  lastReviewedAt: '2026-11-24T09:00:00.000Z',
  rating,
});

/** Answers that change as the server's would after a rating: the test replaces them. */
function answersFor(current: ApiReviewCard): Record<string, StubbedResponse> {
  return {
    [UPCOMING_PATH]: { body: { message: 'ok', upcoming: [current] } },
    [CARD_PATH]: { body: { message: 'ok', review: current } },
  };
}

describe('the scheduled reviews', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-1';
  });

  it('lists a problem solved without a rating as Good with its next review day, and rates it from the row', async () => {
    const answers = answersFor(card(ReviewRating.Good, '2026-11-27'));
    const fetchMock = stubFetch(answers);
    const { user } = await renderWithProviders(<UpcomingReviewList />);
    const toggle = await screen.findByRole('button', { name: 'Scheduled (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('upcoming-review')).not.toBeInTheDocument();
    await user.click(toggle);
    const row = screen.getByTestId('upcoming-review');
    expect(within(row).getByRole('link', { name: 'Reverse String' })).toHaveAttribute('href', `/problem/${PROBLEM_ID}`);
    expect(within(row).getByTestId('upcoming-day')).toHaveAttribute('data-due-day', '2026-11-27');
    const grades = await within(row).findByRole('group', { name: 'Rate your recall of Reverse String' });
    expect(within(grades).getByRole('button', { name: 'Good' })).toHaveAttribute('aria-pressed', 'true');

    const again = card(ReviewRating.Again, '2026-11-25');
    Object.assign(answers, answersFor(again), { [CARD_PATH]: { body: { message: 'ok', review: again } } });
    await user.click(within(grades).getByRole('button', { name: 'Again' }));
    await waitFor(() => expect(within(row).getByTestId('upcoming-day')).toHaveAttribute('data-due-day', '2026-11-25'));
    expect(within(grades).getByRole('button', { name: 'Again' })).toHaveAttribute('aria-pressed', 'true');
    const posts = requestsTo(fetchMock, CARD_PATH).filter((request) => request.method === 'POST');
    expect(await Promise.all(posts.map((request) => request.clone().json()))).toEqual([{ rating: ReviewRating.Again }]);
  });

  it('shows nothing while no problem is scheduled', async () => {
    const fetchMock = stubFetch({ [UPCOMING_PATH]: { body: { message: 'ok', upcoming: [] } } });
    const { store } = await renderWithProviders(<UpcomingReviewList />);
    await waitFor(() => expect(requestsTo(fetchMock, UPCOMING_PATH)).toHaveLength(1));
    // The answer is in the store, so the list has rendered with it.
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('"upcoming":[]'));
    expect(screen.queryByTestId('upcoming-reviews')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Scheduled/ })).not.toBeInTheDocument();
  });
});
