import { makeStore } from '../app/store';
import { stubFetch } from '../testing/render-with-providers';
import { baseApi } from './base-api';

// Throwaway endpoints that exercise the shared base query the way feature endpoints will.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeRead: build.query<unknown, void>({ query: () => '/probe' }),
    probeWrite: build.mutation<unknown, { method: 'POST' | 'DELETE' }>({ query: ({ method }) => ({ url: '/probe', method, body: {} }) }),
  }),
});

async function sentRequest(action: (store: ReturnType<typeof makeStore>) => Promise<unknown>): Promise<Request> {
  const fetch = stubFetch({ '/api/v1/probe': { body: { message: 'ok' } } });
  await action(makeStore());
  expect(fetch).toHaveBeenCalledTimes(1);
  return fetch.mock.calls[0]?.[0] as Request;
}

describe('baseApi', () => {
  it('sends requests under /api/v1 with cookies and the user time zone', async () => {
    const request = await sentRequest((store) => store.dispatch(probeApi.endpoints.probeRead.initiate()));

    expect(new URL(request.url).pathname).toBe('/api/v1/probe');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('does not send the CSRF header on a GET', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const request = await sentRequest((store) => store.dispatch(probeApi.endpoints.probeRead.initiate()));

    expect(request.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each(['POST', 'DELETE'] as const)('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN on a %s', async (method) => {
    document.cookie = 'other=1; path=/';
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('tok/en+=')}; path=/`;
    const request = await sentRequest((store) => store.dispatch(probeApi.endpoints.probeWrite.initiate({ method })));

    expect(request.method).toBe(method);
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('tok/en+=');
  });

  it('sends no CSRF header when the gateway has not set the cookie', async () => {
    const request = await sentRequest((store) => store.dispatch(probeApi.endpoints.probeWrite.initiate({ method: 'POST' })));

    expect(request.headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});
