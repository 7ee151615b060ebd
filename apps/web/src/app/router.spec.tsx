import { act, screen } from '@testing-library/react';
import { HEALTHY, renderWithProviders, stubFetch } from '../testing/render-with-providers';

describe('route table', () => {
  beforeEach(() => {
    stubFetch(HEALTHY);
  });

  it('renders the landing page full width at /', async () => {
    await renderWithProviders(undefined, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: /master coding interviews/i })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', 'full');
  });

  it('treats /home as the landing page, also full width', async () => {
    await renderWithProviders(undefined, { path: '/home' });
    expect(await screen.findByRole('heading', { level: 1, name: /master coding interviews/i })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', 'full');
  });

  it.each([
    ['/pricing', 'Pricing'],
    ['/about', 'About AlgoSheets'],
    ['/faq', 'Frequently Asked Questions'],
    ['/FAQ', 'Frequently Asked Questions'],
  ])('renders %s in the narrow centred column', async (path, heading) => {
    await renderWithProviders(undefined, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', 'narrow');
  });

  it.each(['/does-not-exist', '/problems', '/login'])('shows Page not found with a link home for %s (not built here)', async (path) => {
    const { router, user } = await renderWithProviders(undefined, { path });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: /master coding interviews/i })).toBeInTheDocument();
  });

  it('scrolls back to the top when the path changes', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { router } = await renderWithProviders(undefined, { path: '/' });
    await screen.findByRole('heading', { level: 1, name: /master coding interviews/i });
    scrollTo.mockClear();

    await act(() => router.navigate('/about'));

    await screen.findByRole('heading', { level: 1, name: 'About AlgoSheets' });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
