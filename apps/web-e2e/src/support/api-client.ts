import type { AuthResponse, ProblemPayload, ProblemResponse, SubmissionsResponse } from '@algosheets/contracts';

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

/**
 * Waits until every submission of problem `problemId` by the client's user has its verdict.
 * @throws Error when one is still pending after 60 s
 */
export async function judged(client: GatewayClient, problemId: string): Promise<void> {
  for (let poll = 0; poll < 120; poll += 1) {
    const { submissions } = await client.request<SubmissionsResponse>('GET', `/submission/get-submission/${problemId}`);
    if (submissions.length > 0 && submissions.every((submission) => submission.status !== 'Pending')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`a submission of problem ${problemId} was not judged within 60 s`);
}
