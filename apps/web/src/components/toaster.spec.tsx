import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { toaster, TOAST_DURATION_MS } from './toaster';

describe('toaster', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('shows at most three toasts at once and queues the rest', async () => {
    await renderWithProviders(<p>page</p>);

    act(() => {
      for (const n of [1, 2, 3, 4]) toaster.create({ title: `Toast ${n}`, type: 'info' });
    });

    expect(await screen.findByText('Toast 3')).toBeInTheDocument();
    expect(screen.getByText('Toast 1')).toBeInTheDocument();
    expect(screen.getByText('Toast 2')).toBeInTheDocument();
    expect(screen.queryByText('Toast 4')).not.toBeInTheDocument();
  });

  it('defaults to a 4000 ms duration', () => {
    let id = '';
    act(() => {
      id = toaster.create({ title: 'Saved' });
    });
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(toaster.getVisibleToasts().find((toast) => toast.id === id)?.duration).toBe(TOAST_DURATION_MS);
  });
});
