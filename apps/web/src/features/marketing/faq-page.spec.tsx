import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FaqPage } from './faq-page';

describe('FaqPage', () => {
  it('lists the six questions, all closed at first', async () => {
    await renderWithProviders(<FaqPage />);

    const questions = screen.getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual([
      'What is AlgoSheets?',
      'How are the problems organised?',
      'Will more company questions be added?',
      'Are there premium questions?',
      'Can I submit my own problems?',
      'What if I get stuck on a problem?',
    ]);
    questions.forEach((question) => expect(question).toHaveAttribute('aria-expanded', 'false'));
  });

  it('opens an answer when its question is clicked and closes it again', async () => {
    const { user } = await renderWithProviders(<FaqPage />);
    const question = screen.getByRole('button', { name: 'Can I submit my own problems?' });
    const answer = () => screen.queryByText(/planned but not available yet/);
    expect(answer()).not.toBeVisible();

    await user.click(question);

    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(answer()).toBeVisible());

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(answer()).not.toBeVisible());
  });
});
