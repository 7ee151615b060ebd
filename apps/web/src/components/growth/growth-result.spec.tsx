import type { ComplexityResult } from '@algosheets/contracts';
import { screen, within } from '@testing-library/react';
import { QUADRATIC_RESULT, QUADRATIC_SENTENCE } from '../../testing/growth-fixtures';
import { HEALTHY, renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { fitLabel, logAxis, MIN_PLOTTED_MS, plottedSeries, sizesPhrase } from './growth-points';
import { GrowthResultView } from './growth-result';

async function view(result: ComplexityResult) {
  stubFetch(HEALTHY);
  return renderWithProviders(<GrowthResultView result={result} />);
}

/** The measurements table's cells of one row (the size's header cell first). */
function rowCells(table: HTMLElement, n: string): HTMLElement[] {
  const header = within(table).getByRole('rowheader', { name: n });
  return [header, ...within(header.closest('tr')!).getAllByRole('cell')];
}

describe('an analysis of growth', () => {
  it('says the one sentence, then each fit with its exponent and confidence, and what the problem declares', async () => {
    await view(QUADRATIC_RESULT);
    expect(screen.getByTestId('growth-sentence')).toHaveTextContent(QUADRATIC_SENTENCE);
    const fits = within(screen.getByTestId('growth-fits')).getAllByRole('listitem');
    expect(fits.map((item) => item.textContent)).toEqual(['Your solution: O(n²), exponent 2.01, confidence 0.87', 'Reference: O(n log n), exponent 1.08, confidence 0.9']);
    expect(screen.getByText('The problem declares O(n log n) for its reference.')).toBeInTheDocument();
    expect(screen.getByText('Measured in 24 sandbox runs, 3.4 s of CPU time in all.')).toBeInTheDocument();
  });

  it('loads the chart as a text-labelled image, and says in text the sizes it cannot draw as a time', async () => {
    await view(QUADRATIC_RESULT);
    expect(screen.getByRole('img', { name: /^Chart of CPU time against nums\.length, log scales/ })).toBeInTheDocument();
    expect(await screen.findByTestId('growth-chart')).toBeInTheDocument();
    const unmeasured = within(screen.getByTestId('growth-unmeasured')).getAllByRole('listitem');
    expect(unmeasured.map((item) => item.textContent)).toEqual([
      'Your solution ran past the 2 s time limit at n = 64,000.',
      'Your solution was not measured at n = 100,000: the analysis\'s time budget ran out, or a smaller size had already stopped it.',
    ]);
  });

  it('lists every point of both series with its outcome in the measurements table, the time-limit ones marked', async () => {
    const { user } = await view(QUADRATIC_RESULT);
    const toggle = screen.getByRole('button', { name: 'Show the measurements table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the measurements table' })).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Median CPU time per input size n (nums.length), or what stopped the measurement' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['n', 'Your solution', 'Reference']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['1,000', '4,000', '16,000', '64,000', '100,000']);
    expect(rowCells(table, '1,000').map((cell) => cell.textContent)).toEqual(['1,000', '4 ms', '0.3 ms']);
    expect(rowCells(table, '16,000').map((cell) => cell.textContent)).toEqual(['16,000', '1 s', '6 ms']);
    const [, overLimit, reference] = rowCells(table, '64,000');
    expect(overLimit).toHaveTextContent('time limit (over 2 s)');
    expect(overLimit).toHaveAttribute('data-outcome', 'time-limit');
    expect(reference).toHaveAttribute('data-outcome', 'measured');
    expect(rowCells(table, '100,000').map((cell) => cell.getAttribute('data-outcome'))).toEqual([null, 'skipped', 'measured']);
  });

  it('names a failed series and its verdict, and a series with no fit', async () => {
    const failed: ComplexityResult = {
      ...QUADRATIC_RESULT,
      learner: {
        points: [
          { n: 1000, ms: 2, outcome: 'measured' },
          { n: 4000, ms: null, outcome: 'failed' },
          { n: 16_000, ms: null, outcome: 'skipped' },
          { n: 64_000, ms: null, outcome: 'skipped' },
        ],
        fit: null,
        projectedMs: null,
        verdict: 'Runtime Error (NZEC)',
        message: 'Line 4: RangeError: Maximum call stack size exceeded',
      },
    };
    const { user } = await view(failed);
    expect(screen.getByTestId('growth-sentence')).toHaveTextContent('Your solution failed (Runtime Error (NZEC)) before its growth could be measured; the reference grows like O(n log n).');
    expect(within(screen.getByTestId('growth-fits')).getAllByRole('listitem')[0]).toHaveTextContent('Your solution: no fit (fewer than 3 sizes measured)');
    const unmeasured = within(screen.getByTestId('growth-unmeasured')).getAllByRole('listitem').map((item) => item.textContent);
    expect(unmeasured).toEqual([
      'Your solution failed at n = 4,000 (Runtime Error (NZEC): Line 4: RangeError: Maximum call stack size exceeded).',
      'Your solution was not measured at n = 16,000 and n = 64,000: the analysis\'s time budget ran out, or a smaller size had already stopped it.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show the measurements table' }));
    // The reference's size the learner never reached still has its row, the learner's cell saying so.
    expect(rowCells(screen.getByRole('table'), '100,000').map((cell) => cell.textContent)).toEqual(['100,000', 'not run at this size', '46 ms']);
    expect(rowCells(screen.getByRole('table'), '4,000')[1]).toHaveTextContent('failed');
  });
});

describe('what the chart draws', () => {
  it('draws measured points as a line (0 ms at the floor of the log axis) and time-limit points at the limit; failed and skipped ones not', () => {
    const series = { ...QUADRATIC_RESULT.learner, points: [{ n: 16, ms: 0, outcome: 'measured' as const }, ...QUADRATIC_RESULT.learner.points, { n: 200_000, ms: null, outcome: 'failed' as const }] };
    expect(plottedSeries(series, 2000)).toEqual({
      measured: [
        { n: 16, ms: MIN_PLOTTED_MS },
        { n: 1000, ms: 4 },
        { n: 4000, ms: 64 },
        { n: 16_000, ms: 1020 },
      ],
      overLimit: [{ n: 64_000, ms: 2000 }],
    });
  });

  it('spans the log axes from power of ten to power of ten, a tick at each', () => {
    expect(logAxis([3, 700])).toEqual({ domain: [1, 1000], ticks: [1, 10, 100, 1000] });
    expect(logAxis([0.3, 46])).toEqual({ domain: [0.1, 100], ticks: [0.1, 1, 10, 100] });
    expect(logAxis([1000])).toEqual({ domain: [1000, 10_000], ticks: [1000, 10_000] });
    expect(logAxis([])).toEqual({ domain: [1, 10], ticks: [1, 10] });
  });

  it('words sizes and fits for the text', () => {
    expect(sizesPhrase([1024])).toBe('n = 1,024');
    expect(sizesPhrase([1, 2, 4])).toBe('n = 1, n = 2 and n = 4');
    expect(fitLabel({ class: 'O(n)', exponent: 1, confidence: 0.456 })).toBe('O(n), exponent 1, confidence 0.46');
  });
});
