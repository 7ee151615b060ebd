import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { type SearchParamsUpdate, useQueuedSearchParams } from './use-queued-search-params';

/** Adds `value` to the comma list in `?picked=`. */
const pick =
  (value: string): SearchParamsUpdate =>
  (latest) => {
    const next = new URLSearchParams(latest);
    next.set('picked', [...(latest.get('picked')?.split(',') ?? []), value].join(','));
    return next;
  };

/** Where the test reaches the hook's `update` from outside React, as a click handler would. */
const handle: { update: (build: SearchParamsUpdate) => void } = { update: () => undefined };

function Picker() {
  const [params, update] = useQueuedSearchParams();
  useEffect(() => {
    handle.update = (build) => update(build, { replace: true });
  });
  return <output aria-label="picked">{params.get('picked') ?? ''}</output>;
}

describe('useQueuedSearchParams', () => {
  it('builds each update on the one before, also when both come before the router renders', async () => {
    const { router } = await renderWithProviders(<Picker />, { path: '/problems' });
    await act(async () => {
      handle.update(pick('Amazon'));
      handle.update(pick('String'));
    });
    expect(new URLSearchParams(router.state.location.search).get('picked')).toBe('Amazon,String');
    expect(screen.getByRole('status', { name: 'picked' })).toHaveTextContent('Amazon,String');
  });

  it('lets a navigation from elsewhere (Back, a link) win over the queries it asked for', async () => {
    const { router } = await renderWithProviders(<Picker />, { path: '/problems?picked=Google' });
    await act(async () => handle.update(pick('Amazon')));
    await act(async () => router.navigate('/problems?picked=Apple'));
    await act(async () => handle.update(pick('Tree')));
    expect(new URLSearchParams(router.state.location.search).get('picked')).toBe('Apple,Tree');
  });
});
