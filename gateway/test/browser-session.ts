import type { GraphQLAnswer, TestGateway } from './harness.ts';

/**
 * A browser as the gateway sees it: keeps the cookies the gateway sets, sends them back with the
 * website's CSRF header, and records every response for checks on what reached the browser.
 */
export class BrowserSession {
  private cookies = new Map<string, string>();
  readonly responses: { headers: Headers; body: string }[] = [];
  lastSetCookie: string[] = [];

  constructor(
    private readonly gateway: TestGateway,
    private readonly options: { language?: string; csrfHeader?: boolean } = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Replaces the cookie jar (e.g. with another browser's stolen or stale cookie). */
  useCookies(header: string): void {
    this.cookies = new Map(header.split('; ').filter(Boolean).map((pair) => pair.split('=', 2) as [string, string]));
  }

  async query<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: this.gateway.url.replace(/\/$/, '') };
    if (this.options.csrfHeader !== false) headers['x-estancia-client'] = 'web';
    if (this.options.language) headers['accept-language'] = this.options.language;
    if (this.cookies.size) headers['cookie'] = this.cookieHeader;
    const response = await fetch(`${this.gateway.url}graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const body = await response.text();
    this.responses.push({ headers: response.headers, body });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const cookie of this.lastSetCookie) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: response.status, ...(JSON.parse(body) as Omit<GraphQLAnswer<T>, 'status'>) };
  }
}

export const LOG_IN = /* GraphQL */ `
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) { viewer { role account { id name } } userErrors { code field message } }
  }
`;

export interface LogInAnswer {
  logIn: { viewer: { role: string | null; account: { id: string; name: string } | null }; userErrors: { code: string; field: string[]; message: string }[] };
}

/** Signs a browser in and fails the test if it does not work. */
export async function signIn(browser: BrowserSession, username: string, password: string): Promise<LogInAnswer['logIn']> {
  const answer = await browser.query<LogInAnswer>(LOG_IN, { input: { username, password } });
  if (!answer.data?.logIn || answer.data.logIn.userErrors.length) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  return answer.data.logIn;
}
