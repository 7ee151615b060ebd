import type { AuthResponse, ProblemPayload, ProblemResponse } from '@algosheets/contracts';

/**
 * A minimal cookie-keeping client of the gateway for test set-up: it logs in like the browser does
 * (XSRF cookie echoed as a header) and calls the admin endpoints.
 */
export class GatewayClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly apiUrl: string) {}

  async login(email: string, password: string): Promise<AuthResponse> {
    await this.request('GET', '/health');
    return this.request<AuthResponse>('POST', '/auth/login', { email, password });
  }

  /** Creates a learner account (and its session cookies in this client). */
  async register(name: string, email: string, password: string): Promise<AuthResponse> {
    await this.request('GET', '/health');
    return this.request<AuthResponse>('POST', '/auth/register', { name, email, password });
  }

  createProblem(payload: ProblemPayload): Promise<ProblemResponse> {
    return this.request<ProblemResponse>('POST', '/problems/create-problem', payload);
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    const response = await fetch(`${this.apiUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
