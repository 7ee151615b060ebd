import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { makeStore, type AppStore } from '../app/store';

export interface RenderWithProvidersOptions {
  /** The path the in-memory router starts at. Default `/`. */
  path?: string;
  store?: AppStore;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
}

/**
 * Renders the app (or the given element) with the real providers: a fresh Redux store, Chakra,
 * colour mode, the toaster and an in-memory router. Inside StrictMode, as src/main.tsx renders the
 * app: effects that do not survive React's mount-time replay then fail here, not only under
 * `npm start`. Network calls go through `fetch`, so tests stub `globalThis.fetch` (see
 * {@link stubFetch}) rather than RTK Query hooks.
 */
export async function renderWithProviders(ui?: ReactElement, options: RenderWithProvidersOptions = {}): Promise<RenderWithProvidersResult> {
  const store = options.store ?? makeStore();
  // An in-memory router that tests can drive (`router.navigate`, `router.state.location`); the app's
  // own route table renders inside it, so pages render inside the real layout.
  const router = createMemoryRouter([{ path: '*', element: ui ?? <AppRoutes /> }], { initialEntries: [options.path ?? '/'] });
  const user = userEvent.setup();
  // Async act lets the providers' mount-time effects (toaster store subscription, colour mode) settle
  // inside the render instead of after the test has moved on.
  const result = await act(async () =>
    render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  return { ...result, store, router, user };
}

/** A canned answer for one request path: JSON body and HTTP status. */
export interface StubbedResponse {
  status?: number;
  body: unknown;
}

/**
 * Replaces `fetch` with answers keyed by URL path (e.g. `/api/v1/health`); unknown paths answer 404.
 * Returns the jest mock so a test can inspect the real `Request` objects the app sent.
 */
export function stubFetch(answers: Record<string, StubbedResponse>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), window.location.href);
    const answer = answers[url.pathname] ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

/** The health answer of a running stack, stubbed for tests that render the layout. */
export const HEALTHY = { '/api/v1/health': { body: { status: 'ok', db: 'up', redis: 'up' } } } satisfies Record<string, StubbedResponse>;

/** The requests a {@link stubFetch} mock was sent for `path` (e.g. `/api/v1/execute-code`), in order, to read their bodies and headers. */
export function requestsTo(fetch: jest.SpyInstance, path: string): Request[] {
  return fetch.mock.calls.map(([request]) => request as Request).filter((request) => new URL(request.url).pathname === path);
}
