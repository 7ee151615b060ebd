import { act, screen, waitFor, within } from '@testing-library/react';
import { HEALTHY, renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { ADMIN, LEARNER, SIGNED_OUT, signedIn } from '../../testing/session-fixtures';
import { googleSignInUrl, startGoogleSignIn } from './auth-form-parts';

function requestsTo(fetch: jest.SpyInstance, path: string): Request[] {
  return fetch.mock.calls.map(([request]) => request as Request).filter((request) => new URL(request.url).pathname === path);
}

/** Types the three sign-up fields as a user would and presses Sign Up. */
async function submitSignup(user: { type: (element: Element, text: string) => Promise<void>; click: (element: Element) => Promise<void> }, name: string, email: string, password: string) {
  await user.type(await screen.findByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('login screen (fields, validation messages, toasts)', () => {
  it('shows the form validation messages and sends nothing', async () => {
    const fetch = stubFetch({ ...HEALTHY, ...SIGNED_OUT });
    const { user } = await renderWithProviders(undefined, { path: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be atleast of 6 characters')).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/v1/auth/login')).toHaveLength(0);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('toggles the password visibility', async () => {
    stubFetch({ ...HEALTHY, ...SIGNED_OUT });
    const { user } = await renderWithProviders(undefined, { path: '/login' });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('logs in, clears the logged-out marker, shows the server message and goes to /problems', async () => {
    window.localStorage.setItem('isLoggedOut', 'true');
    let answerLogin: (response: Response) => void = () => undefined;
    const stub = stubFetch({ ...HEALTHY, ...SIGNED_OUT });
    const signedOut = stub.getMockImplementation();
    // As the server does once the login set its cookies: the session check (made again at every
    // path change) then answers with the user.
    const afterLogin = stubFetch({ ...HEALTHY, ...signedIn(LEARNER) }).getMockImplementation();
    let loggedIn = false;
    stub.mockImplementation(async (input) => {
      if ((input as Request).url.endsWith('/auth/login')) {
        return new Promise<Response>((resolve) => (answerLogin = (response) => ((loggedIn = true), resolve(response))));
      }
      return (loggedIn ? afterLogin : signedOut)!(input);
    });
    const { user, router } = await renderWithProviders(undefined, { path: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'lena@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    await act(async () => answerLogin(new Response(JSON.stringify({ message: 'User logged in successfully', user: LEARNER }), { headers: { 'Content-Type': 'application/json' } })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/problems'), { timeout: 10_000 });
    expect(await screen.findByText('User logged in successfully')).toBeInTheDocument();
    expect(window.localStorage.getItem('isLoggedOut')).toBeNull();
  });

  it("toasts the server's message when login fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = stubFetch({ ...HEALTHY, ...SIGNED_OUT, '/api/v1/auth/login': { status: 401, body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } } });
    const { user } = await renderWithProviders(undefined, { path: '/login' });
    await user.type(await screen.findByLabelText('Email'), ' lena@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(await requestsTo(fetch, '/api/v1/auth/login')[0]!.json()).toEqual({ email: 'lena@example.com', password: 'secret-123' });
  });

  it('starts Google sign-in with the logged-out and googleAuthRedirect markers', () => {
    window.localStorage.setItem('isLoggedOut', 'true');
    const navigate = jest.fn();
    startGoogleSignIn(navigate);
    expect(window.localStorage.getItem('isLoggedOut')).toBeNull();
    expect(window.sessionStorage.getItem('googleAuthRedirect')).toBe('true');
    expect(navigate).toHaveBeenCalledWith(googleSignInUrl(window.location.origin));
    expect(googleSignInUrl('http://site.test')).toBe('/api/v1/auth/google?redirect=http%3A%2F%2Fsite.test%2Fproblems');
  });

  it.each([
    ['offered', { body: { google: true } }, true, null],
    ['not configured', { body: { google: false } }, false, 'Google sign-in is not set up on this server. Use your email and password.'],
    ['unknown after a failed check', { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: 'down' } }, false, 'Google sign-in is unavailable right now. Use your email and password.'],
  ])('enables Continue with Google only when the gateway offers it (%s)', async (_case, answer, enabled, reason) => {
    stubFetch({ ...HEALTHY, ...SIGNED_OUT, '/api/v1/auth/providers': answer });
    await renderWithProviders(undefined, { path: '/login' });
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    if (enabled) await waitFor(() => expect(button).toBeEnabled());
    else expect(await screen.findByText(reason!)).toBeInTheDocument();
    expect(button).toHaveProperty('disabled', !enabled);
    if (reason) expect(button).toHaveAccessibleDescription(reason);
  });

  it('completes Google sign-in on /problems and clears the marker', async () => {
    window.sessionStorage.setItem('googleAuthRedirect', 'true');
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), '/api/v1/problems/get-all-problems': { body: { message: 'ok', problems: [], total: 0 } } });
    await renderWithProviders(undefined, { path: '/problems' });
    expect(await screen.findByText('Successfully logged in with Google')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('googleAuthRedirect')).toBeNull();
  });

  it('reports a failed Google sign-in', async () => {
    window.sessionStorage.setItem('googleAuthRedirect', 'true');
    stubFetch({ ...HEALTHY, ...SIGNED_OUT });
    await renderWithProviders(undefined, { path: '/problems?authError=denied' });
    expect(await screen.findByText('Failed to complete Google login')).toBeInTheDocument();
  });
});

describe('sign-up screen', () => {
  it('shows each rule message under its field and sends nothing', async () => {
    const fetch = stubFetch({ ...HEALTHY, ...SIGNED_OUT });
    const { user } = await renderWithProviders(undefined, { path: '/signup' });
    await submitSignup(user, '  A ', 'lena@', '12345');
    expect(await screen.findByText('Name must be atleast 3 character')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be atleast of 6 characters')).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Password']) expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetch, '/api/v1/auth/register')).toHaveLength(0);
  });

  it('requires a 3-character name, then registers and goes to /problems', async () => {
    const fetch = stubFetch({ ...HEALTHY, ...SIGNED_OUT, '/api/v1/auth/register': { status: 201, body: { message: 'User created successfully', user: LEARNER } } });
    const { user, router } = await renderWithProviders(undefined, { path: '/signup' });
    await submitSignup(user, 'Le', 'lena@example.com', 'secret-123');
    expect(await screen.findByText('Name must be atleast 3 character')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'na');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/problems'));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    const [registration] = requestsTo(fetch, '/api/v1/auth/register');
    expect(await registration!.json()).toEqual({ name: 'Lena', email: 'lena@example.com', password: 'secret-123' });
  });

  it('says a taken e-mail is taken, under the field and in the toast, and offers to log in keeping next', async () => {
    stubFetch({ ...HEALTHY, ...SIGNED_OUT, '/api/v1/auth/register': { status: 409, body: { statusCode: 409, code: 'EMAIL_TAKEN', message: 'Taken' } } });
    const { user } = await renderWithProviders(undefined, { path: '/signup?next=%2Fproblem%2Fp1' });
    await submitSignup(user, 'Lena', 'lena@example.com', 'secret-123');
    expect(await screen.findAllByText('An account with this email already exists')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Log in with this email instead' })).toHaveAttribute('href', '/login?next=%2Fproblem%2Fp1');
    expect(screen.queryByText('Taken')).toBeNull();
  });

  it("shows a refused password's message under the field and toasts 'Error while signing up'", async () => {
    const details = { password: ['This password is among the most common ones: choose another'] };
    stubFetch({ ...HEALTHY, ...SIGNED_OUT, '/api/v1/auth/register': { status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', details } } });
    const { user } = await renderWithProviders(undefined, { path: '/signup' });
    await submitSignup(user, 'Lena', 'lena@example.com', 'password');
    expect(await screen.findByText(details.password[0]!)).toBeInTheDocument();
    expect(await screen.findByText('Error while signing up')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});

describe('user menu', () => {
  it.each([
    [LEARNER, false],
    [ADMIN, true],
  ])('shows My Profile, Add Problem only for admins, and logs out to /', async (account, showsAddProblem) => {
    stubFetch({ ...HEALTHY, ...signedIn(account), '/api/v1/auth/logout': { body: { message: 'Logout successful' } } });
    const { user, router } = await renderWithProviders(undefined, { path: '/pricing' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: /^Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('menuitem', { name: 'Add Problem' }) !== null).toBe(showsAddProblem);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    expect(window.localStorage.getItem('isLoggedOut')).toBe('true');
    expect(await within(nav).findByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });

  it('logs out locally even when the server call fails', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(LEARNER), '/api/v1/auth/logout': { status: 500, body: { message: 'boom' } } });
    const { user } = await renderWithProviders(undefined, { path: '/pricing' });
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Error while logging out')).toBeInTheDocument();
    expect(window.localStorage.getItem('isLoggedOut')).toBe('true');
  });
});
