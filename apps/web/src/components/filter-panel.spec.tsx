import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { HEALTHY, renderWithProviders, stubFetch } from '../testing/render-with-providers';
import { FilterPanel } from './filter-panel';
import { type DifficultyFilter, toggleFilter } from '../lib/problem-filters';

/** The panel with its state held the way the problems page holds it. */
function StatefulPanel() {
  const [difficulty, setDifficulty] = useState<DifficultyFilter>('ALL');
  const [topics, setTopics] = useState<string[]>([]);
  return (
    <FilterPanel
      difficulty={difficulty}
      onDifficultyChange={setDifficulty}
      groups={[{ title: 'Topics', options: ['Array', 'String'], selected: topics, onToggle: (topic, on) => setTopics((latest) => toggleFilter(latest, topic, on)) }]}
      onClearAll={() => {
        setDifficulty('ALL');
        setTopics([]);
      }}
    />
  );
}

describe('filter panel', () => {
  beforeEach(() => stubFetch(HEALTHY));

  it('selects one difficulty, with the arrow keys too, and lists the choices as Active Filters', async () => {
    const { user } = await renderWithProviders(<StatefulPanel />);
    const difficulty = screen.getByRole('radiogroup', { name: 'Difficulty' });
    expect(within(difficulty).getByRole('radio', { name: 'All Difficulties' })).toBeChecked();
    expect(screen.queryByTestId('active-filters')).not.toBeInTheDocument();

    await user.click(within(difficulty).getByText('Easy'));
    expect(within(difficulty).getByRole('radio', { name: 'Easy' })).toBeChecked();
    expect(within(difficulty).getByRole('radio', { name: 'All Difficulties' })).not.toBeChecked();
    expect(screen.getByTestId('active-filters')).toHaveTextContent('Easy');

    await user.keyboard('{ArrowDown}');
    expect(within(difficulty).getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(screen.getByTestId('active-filters')).toHaveTextContent('Medium');
  });

  it('toggles topics with the mouse and the space bar, and Clear all empties every choice', async () => {
    const { user } = await renderWithProviders(<StatefulPanel />);
    const topics = screen.getByRole('group', { name: 'Topics' });
    await user.click(within(topics).getByText('Array'));
    within(topics).getByRole('checkbox', { name: 'String' }).focus();
    await user.keyboard(' ');
    expect(within(topics).getByRole('checkbox', { name: 'Array' })).toBeChecked();
    expect(within(topics).getByRole('checkbox', { name: 'String' })).toBeChecked();
    expect(screen.getByTestId('active-filters')).toHaveTextContent('ArrayString');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(within(topics).getByRole('checkbox', { name: 'Array' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'All Difficulties' })).toBeChecked();
    expect(screen.queryByTestId('active-filters')).not.toBeInTheDocument();
  });

  it('folds away behind the Filters button and opens again', async () => {
    const { user } = await renderWithProviders(<StatefulPanel />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radiogroup', { name: 'Difficulty' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('radiogroup', { name: 'Difficulty' })).toBeVisible();
  });
});
