import { XSRF_COOKIE, XSRF_HEADER } from '@algosheets/contracts';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';

/** Name=value of every cookie a response sets, with its attributes, keyed by name. */
export function setCookies(response: request.Response): Record<string, string> {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  return Object.fromEntries((header ?? []).map((cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie]));
}

/** The value part of a `Set-Cookie` header. */
export function cookieValue(setCookie: string): string {
  return setCookie.slice(setCookie.indexOf('=') + 1, setCookie.indexOf(';'));
}

/**
 * A cookie-keeping client that behaves like the web app: it obtains the XSRF-TOKEN cookie first
 * and echoes the latest one in X-XSRF-TOKEN on state-changing requests (a sign-in rotates it), and
 * sends its time zone.
 */
export interface BrowserSession {
  agent: TestAgent;
  /** The XSRF token the browser holds now. */
  readonly xsrf: string;
  get(path: string): request.Test;
  post(path: string, body?: object): request.Test;
  delete(path: string, body?: object): request.Test;
  put(path: string, body?: object): request.Test;
}

export async function openBrowserSession(app: INestApplication, timeZone = 'UTC'): Promise<BrowserSession> {
  const agent = request.agent(app.getHttpServer());
  let xsrf = '';
  const track = (test: request.Test) =>
    test.on('response', (response: request.Response) => {
      const set = setCookies(response)[XSRF_COOKIE];
      if (set) xsrf = cookieValue(set);
    });
  await track(agent.get('/api/v1/health'));
  const withHeaders = (test: request.Test) => track(test.set(XSRF_HEADER, xsrf).set('X-Timezone', timeZone));
  return {
    agent,
    get xsrf() {
      return xsrf;
    },
    get: (path) => track(agent.get(path).set('X-Timezone', timeZone)),
    post: (path, body) => withHeaders(agent.post(path)).send(body ?? {}),
    delete: (path, body) => withHeaders(agent.delete(path)).send(body ?? {}),
    put: (path, body) => withHeaders(agent.put(path)).send(body ?? {}),
  };
}
