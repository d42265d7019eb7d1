import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession, LOG_IN, signIn, type LogInAnswer } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

const MARIA = { username: 'cliente@estancia.pt', password: 'Cliente#2026' };
const VIEWER = 'query { viewer { role account { id name username } } }';

describe('signing in and out', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ LOGIN_FAILURES_PER_ACCOUNT: 5, LOGIN_FAILURES_PER_ADDRESS: 1000 });
  });
  afterAll(() => gateway.close());

  it('keeps the session in an httpOnly, SameSite cookie that holds no readable token', async () => {
    const browser = new BrowserSession(gateway);
    const payload = await signIn(browser, MARIA.username.toUpperCase(), MARIA.password);
    expect(payload.viewer.role).toBe('CUSTOMER');
    expect(payload.viewer.account?.name).toMatch(/Maria/);
    const [cookie = ''] = browser.lastSetCookie;
    expect(cookie).toMatch(/^estancia_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const again = await browser.query<{ viewer: { role: string; account: { username: string } } }>(VIEWER);
    expect(again.data?.viewer).toMatchObject({ role: 'CUSTOMER', account: { username: MARIA.username } });
  });

  it('refuses a wrong password with the spec’s message in the request’s language, and sets no cookie', async () => {
    for (const [language, text] of [
      ['pt', 'Dados de acesso incorretos.'],
      ['en', 'Incorrect access data.'],
    ] as const) {
      const browser = new BrowserSession(gateway, { language });
      const answer = await browser.query<LogInAnswer>(LOG_IN, { input: { username: MARIA.username, password: 'wrong-password' } });
      expect(answer.data?.logIn.userErrors).toEqual([{ code: 'WRONG_CREDENTIALS', field: [], message: text }]);
      expect(answer.data?.logIn.viewer).toEqual({ role: null, account: null });
      expect(browser.lastSetCookie).toEqual([]);
    }
  });

  it.each([
    [{ username: '', password: '' }, ['REQUIRED', 'REQUIRED']],
    [{ username: 'not-an-email', password: 'x' }, ['WRONG_CREDENTIALS']],
    [{ username: `${'a'.repeat(300)}@example.pt`, password: 'x' }, ['TOO_LONG']],
    [{ username: "' OR 1=1 --@x.pt", password: "' OR '1'='1" }, ['WRONG_CREDENTIALS']],
    [{ username: 'cliente@estancia.pt', password: 'x'.repeat(500) }, ['TOO_LONG']],
  ])('answers bad sign-in input %j with user errors', async (input, codes) => {
    const answer = await new BrowserSession(gateway).query<LogInAnswer>(LOG_IN, { input });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.logIn.userErrors.map((e) => e.code)).toEqual(codes);
  });

  it('refuses input of the wrong type with a validation error', async () => {
    const answer = await new BrowserSession(gateway).query(LOG_IN, { input: { username: 12, password: true } });
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/String/);
  });

  it('signs out: the cookie is cleared and the old cookie no longer opens the account', async () => {
    const browser = new BrowserSession(gateway);
    await signIn(browser, MARIA.username, MARIA.password);
    const stolen = browser.cookieHeader;
    const out = await browser.query<{ logOut: { viewer: { role: string | null } } }>('mutation { logOut { viewer { role } } }');
    expect(out.data?.logOut.viewer.role).toBeNull();
    expect(browser.lastSetCookie.join()).toMatch(/estancia_session=;.*Max-Age=0/i);
    const replay = new BrowserSession(gateway);
    replay.useCookies(stolen);
    const answer = await replay.query<{ viewer: { role: string | null; account: unknown } }>(VIEWER);
    expect(answer.data?.viewer).toEqual({ role: null, account: null });
    expect(replay.lastSetCookie.join()).toMatch(/Max-Age=0/i);
  });

  it('ignores a cookie that was tampered with', async () => {
    const browser = new BrowserSession(gateway);
    await signIn(browser, MARIA.username, MARIA.password);
    const value = /estancia_session=([^;]+)/.exec(browser.cookieHeader)?.[1] ?? '';
    browser.useCookies(`estancia_session=${value.slice(0, -4)}AAAA`);
    expect((await browser.query<{ viewer: { role: string | null } }>(VIEWER)).data?.viewer.role).toBeNull();
  });

  it('refuses an operation from a browser without the CSRF header', async () => {
    const signedIn = new BrowserSession(gateway);
    await signIn(signedIn, MARIA.username, MARIA.password);
    const forged = new BrowserSession(gateway, { csrfHeader: false });
    forged.useCookies(signedIn.cookieHeader);
    const answer = await forged.query(VIEWER);
    expect(answer.status).toBe(403);
    expect(answer.errors?.[0]?.extensions?.code).toBe('CSRF_HEADER_REQUIRED');
    // A browser without cookies is held to the same rule (it sends an Origin).
    expect((await new BrowserSession(gateway, { csrfHeader: false }).query(VIEWER)).status).toBe(403);
  });
});

describe('the client header’s value', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  const post = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => {
    const response = await fetch(`${gateway.url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }) };
  };
  const input = { input: { username: MARIA.username, password: MARIA.password } };

  it.each(['1', 'anything', 'WEB', 'web2', ''])('refuses a browser that sends %j as its client, as if it sent none', async (value) => {
    const browser = new BrowserSession(gateway);
    await signIn(browser, MARIA.username, MARIA.password);
    const answer = await post(VIEWER, {}, { cookie: browser.cookieHeader, origin: gateway.url.replace(/\/$/, ''), 'x-estancia-client': value });
    expect(answer.status).toBe(403);
    expect(answer.errors?.[0]?.extensions?.code).toBe('CSRF_HEADER_REQUIRED');
    expect(answer.data).toBeUndefined();
  });

  it('refuses signing in with a client value no page of the site sends, and signs in with the website’s', async () => {
    const forged = await post(LOG_IN, input, { 'x-estancia-client': 'curl' });
    expect(forged.status).toBe(403);
    expect(forged.errors?.[0]?.extensions?.code).toBe('CSRF_HEADER_REQUIRED');
    const website = await post(LOG_IN, input, { 'x-estancia-client': 'web' });
    expect(website.status).toBe(200);
    expect((website.data as LogInAnswer).logIn.userErrors).toEqual([]);
    // GraphiQL's page sends its own value.
    expect((await post(LOG_IN, input, { 'x-estancia-client': 'graphiql', origin: gateway.url.replace(/\/$/, '') })).status).toBe(200);
  });

  it('refuses registering without the website’s header even from a caller that is no browser, and lets other mutations through', async () => {
    const register = 'mutation ($input: RegisterInput!) { register(input: $input) { email } }';
    const form = { name: 'Ana', email: 'ana@example.com', password: 'a', passwordConfirmation: 'b', termsAccepted: true };
    const forged = await post(register, { input: form }, {});
    expect(forged.status).toBe(403);
    expect(forged.errors?.[0]?.extensions?.code).toBe('CSRF_HEADER_REQUIRED');
    expect(forged.data).toBeUndefined();
    const logOut = await post('mutation { logOut { viewer { role } } }', {}, {});
    expect(logOut.status).toBe(200);
    expect(logOut.errors).toBeUndefined();
  });
});

describe('sign-in limits', () => {
  it('refuses an account after repeated wrong passwords, even with the right one', async () => {
    const gateway = await startTestGateway({ LOGIN_FAILURES_PER_ACCOUNT: 5, LOGIN_FAILURES_PER_ADDRESS: 1000 });
    try {
      const browser = new BrowserSession(gateway);
      const codes: string[] = [];
      for (let i = 0; i < 10; i++) {
        const answer = await browser.query<LogInAnswer>(LOG_IN, { input: { username: 'joao@estancia.pt', password: `wrong-${i}` } });
        codes.push(answer.data?.logIn.userErrors[0]?.code ?? 'none');
      }
      expect(codes.slice(0, 5)).toEqual(Array(5).fill('WRONG_CREDENTIALS'));
      expect(codes.slice(5)).toEqual(Array(5).fill('TOO_MANY_ATTEMPTS'));
      const right = await browser.query<LogInAnswer>(LOG_IN, { input: { username: 'joao@estancia.pt', password: 'Joao#2026' } });
      expect(right.data?.logIn.userErrors.map((e) => e.code)).toEqual(['TOO_MANY_ATTEMPTS']);
    } finally {
      await gateway.close();
    }
  });

  it('locks an account only for the address its failures came from: its owner elsewhere still signs in', async () => {
    // This machine stands for the load balancer: two callers behind it, told apart by X-Forwarded-For.
    const gateway = await startTestGateway({ LOGIN_FAILURES_PER_ACCOUNT: 5, LOGIN_FAILURES_PER_ADDRESS: 1000, TRUST_PROXY: ['127.0.0.1'] });
    try {
      const from = async (address: string, password: string) => {
        const response = await fetch(`${gateway.url}graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-estancia-client': 'web', 'x-forwarded-for': address },
          body: JSON.stringify({ query: LOG_IN, variables: { input: { username: MARIA.username, password } } }),
        });
        const body = (await response.json()) as { data?: LogInAnswer };
        return body.data?.logIn.userErrors.map((e) => e.code) ?? ['no answer'];
      };
      const attacker = '203.0.113.7';
      const owner = '198.51.100.20';
      for (let i = 0; i < 5; i++) expect(await from(attacker, `wrong-${i}`)).toEqual(['WRONG_CREDENTIALS']);
      expect(await from(attacker, MARIA.password)).toEqual(['TOO_MANY_ATTEMPTS']);
      expect(await from(owner, MARIA.password)).toEqual([]);
    } finally {
      await gateway.close();
    }
  });

  it('refuses an address that tries many accounts', async () => {
    const gateway = await startTestGateway({ LOGIN_FAILURES_PER_ACCOUNT: 100, LOGIN_FAILURES_PER_ADDRESS: 3 });
    try {
      const browser = new BrowserSession(gateway);
      for (let i = 0; i < 3; i++) await browser.query(LOG_IN, { input: { username: `nobody${i}@example.pt`, password: 'x' } });
      const answer = await browser.query<LogInAnswer>(LOG_IN, { input: { username: 'cliente@estancia.pt', password: 'Cliente#2026' } });
      expect(answer.data?.logIn.userErrors.map((e) => e.code)).toEqual(['TOO_MANY_ATTEMPTS']);
    } finally {
      await gateway.close();
    }
  });
});
