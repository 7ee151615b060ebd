import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { problemList } from '../testing/problem-fixtures';
import { HEALTHY, renderWithProviders, stubFetch } from '../testing/render-with-providers';
import { LEARNER, signedIn } from '../testing/session-fixtures';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

describe('SiteNavbar', () => {
  beforeEach(() => {
    stubFetch(HEALTHY);
    scrollWindowTo(0);
  });

  it('links home, Pricing, About and /FAQ, and offers Log In and Sign Up to visitors', async () => {
    await renderWithProviders(undefined, { path: '/pricing' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/FAQ');
    expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('opens the Sheets dropdown with Company Sheets and All Problems', async () => {
    // Signed in, so /problems stays put instead of sending the visitor on to /login.
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), ...problemList([]) });
    const { user, router } = await renderWithProviders(undefined, { path: '/about' });
    await user.click(await screen.findByRole('button', { name: 'Sheets' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Company Sheets' })).toHaveAttribute('href', '/playlist');
    expect(within(menu).getByRole('menuitem', { name: 'All Problems' })).toHaveAttribute('href', '/problems');

    await user.click(within(menu).getByRole('menuitem', { name: 'All Problems' }));
    expect(await screen.findByRole('heading', { name: 'Practice Problems' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/problems');
  });

  it('navigates to /FAQ and shows the FAQ page', async () => {
    const { user, router } = await renderWithProviders(undefined, { path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'FAQ' }));

    expect(router.state.location.pathname).toBe('/FAQ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  });

  it('turns solid while scrolling down and transparent while scrolling up', async () => {
    await renderWithProviders(undefined, { path: '/' });
    const bar = await screen.findByTestId('site-navbar');
    expect(bar).toHaveAttribute('data-state', 'transparent');

    scrollWindowTo(300);
    expect(bar).toHaveAttribute('data-state', 'solid');

    scrollWindowTo(200);
    expect(bar).toHaveAttribute('data-state', 'transparent');

    scrollWindowTo(250);
    expect(bar).toHaveAttribute('data-state', 'solid');

    scrollWindowTo(0);
    expect(bar).toHaveAttribute('data-state', 'transparent');
  });

  it('mirrors the links in the mobile menu and closes it when a link is chosen', async () => {
    const { user, router } = await renderWithProviders(undefined, { path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));

    const mobileNav = await screen.findByRole('navigation', { name: 'Mobile' });
    const labels = within(mobileNav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(labels).toEqual([
      ['Home', '/'],
      ['Company Sheets', '/playlist'],
      ['All Problems', '/problems'],
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['FAQ', '/FAQ'],
      ['Log In', '/login'],
      ['Sign Up', '/signup'],
    ]);

    await user.click(within(mobileNav).getByRole('link', { name: 'Pricing' }));

    expect(router.state.location.pathname).toBe('/pricing');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
  });
});
