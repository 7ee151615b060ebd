import { act, screen, waitFor } from '@testing-library/react';
import { HEALTHY, renderWithProviders, stubFetch } from '../testing/render-with-providers';
import { ADMIN, LEARNER, SIGNED_OUT, signedIn } from '../testing/session-fixtures';

// The admin form's code fields load Monaco, which needs a real browser.
jest.mock('../components/code-editor/code-editor', () => jest.requireActual('../testing/code-editor-stub').CODE_EDITOR_STUB);

const NO_PROBLEMS = { '/api/v1/problems/get-all-problems': { body: { message: 'ok', problems: [], total: 0 } } };

describe('route table', () => {
  it('renders the landing page full width at / and /home', async () => {
    stubFetch({ ...HEALTHY, ...SIGNED_OUT });
    const { router } = await renderWithProviders(undefined, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: /master coding interviews/i })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', 'full');
    await act(() => router.navigate('/home'));
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', 'full');
  });

  it.each([
    ['/pricing', 'Pricing'],
    ['/about', 'About AlgoSheets'],
    ['/faq', 'Frequently Asked Questions'],
    ['/FAQ', 'Frequently Asked Questions'],
  ])('renders %s in the narrow centred column', async (path, heading) => {
    stubFetch({ ...HEALTHY, ...SIGNED_OUT });
    await renderWithProviders(undefined, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', 'narrow');
  });

  it('shows Page not found with a link home for an unknown path', async () => {
    stubFetch({ ...HEALTHY, ...SIGNED_OUT });
    const { router, user } = await renderWithProviders(undefined, { path: '/does-not-exist' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('scrolls back to the top when the path changes', async () => {
    stubFetch({ ...HEALTHY, ...SIGNED_OUT });
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { router } = await renderWithProviders(undefined, { path: '/' });
    await screen.findByRole('heading', { level: 1, name: /master coding interviews/i });
    scrollTo.mockClear();
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About AlgoSheets' });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

describe('access rules (login-only, guest-only and admin-only routes)', () => {
  it.each(['/problems', '/playlist', '/playlist/abc', '/profile', '/problem/abc'])('sends a visitor from %s to /login, with one refresh attempt per check', async (path) => {
    const fetch = stubFetch({ ...HEALTHY, ...SIGNED_OUT });
    const { router } = await renderWithProviders(undefined, { path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('heading', { name: 'Welcome back' });
    const paths = fetch.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
    const checks = paths.filter((p) => p === '/api/v1/auth/check').length;
    expect(checks).toBeGreaterThan(0);
    expect(paths.filter((p) => p === '/api/v1/auth/refreshTokens')).toHaveLength(checks);
  });

  it.each([
    ['a visitor', SIGNED_OUT],
    ['a learner', signedIn(LEARNER)],
  ])('sends %s from /add-problem to /', async (_who, session) => {
    stubFetch({ ...HEALTHY, ...session });
    const { router } = await renderWithProviders(undefined, { path: '/add-problem' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens /add-problem for an admin', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(ADMIN) });
    await renderWithProviders(undefined, { path: '/add-problem' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Problem' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to /problems', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER) });
    const { router } = await renderWithProviders(undefined, { path: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/problems'));
  });

  it('shows a spinner while the session is being checked', async () => {
    let release: (response: Response) => void = () => undefined;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL((input as Request).url).pathname;
      if (path === '/api/v1/auth/check') return new Promise<Response>((resolve) => (release = resolve));
      return new Response(JSON.stringify({ message: 'ok', problems: [], total: 0 }), { headers: { 'Content-Type': 'application/json' } });
    });
    await renderWithProviders(undefined, { path: '/problems' });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => release(new Response(JSON.stringify({ message: 'ok', user: LEARNER }), { headers: { 'Content-Type': 'application/json' } })));
    expect(await screen.findByRole('heading', { name: 'Practice Problems' })).toBeInTheDocument();
  });

  it('refreshes once on a 401, by POST with the XSRF header, and repeats the check', async () => {
    document.cookie = 'XSRF-TOKEN=session-xsrf; path=/';
    let checks = 0;
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL((input as Request).url).pathname;
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/v1/auth/check') return (checks += 1) === 1 ? json(401, { message: 'Unauthorized' }) : json(200, { message: 'ok', user: LEARNER });
      if (path === '/api/v1/auth/refreshTokens') return json(200, { message: 'ok', user: LEARNER });
      if (path in NO_PROBLEMS) return json(200, NO_PROBLEMS['/api/v1/problems/get-all-problems'].body);
      return json(404, { message: 'Not found' });
    });
    await renderWithProviders(undefined, { path: '/problems' });
    expect(await screen.findByRole('heading', { name: 'Practice Problems' })).toBeInTheDocument();
    expect(checks).toBe(2);
    const refreshes = fetch.mock.calls.map(([request]) => request as Request).filter((request) => request.url.endsWith('/auth/refreshTokens'));
    // A POST with the session's XSRF token: the gateway refuses a refresh without it.
    expect(refreshes.map((request) => [request.method, request.headers.get('X-XSRF-TOKEN')])).toEqual([['POST', 'session-xsrf']]);
    document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
  });

  it('makes no session call while the logged-out marker is set', async () => {
    window.localStorage.setItem('isLoggedOut', 'true');
    const fetch = stubFetch({ ...HEALTHY, ...signedIn(LEARNER) });
    const { router } = await renderWithProviders(undefined, { path: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The login screen asks which sign-in methods exist (/auth/providers): not a session call.
    const sessionCalls = fetch.mock.calls.map(([request]) => new URL((request as Request).url).pathname).filter((path) => path.startsWith('/api/v1/auth/') && path !== '/api/v1/auth/providers');
    expect(sessionCalls).toEqual([]);
  });
});
