import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_IN, type LogInAnswer } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

/** A policy's directives by name. */
function directives(policy: string | null): Map<string, string> {
  return new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values.join(' ')]));
}

/** A built website of its own: the tests run before (and without) the client's build. */
const INDEX_HTML = '<!doctype html><html lang="pt"><head><title>Estância</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe('security headers', () => {
  let gateway: TestGateway;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'security-headers-'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    gateway = await startTestGateway({ CLIENT_DIST_DIR: dist });
  });
  afterAll(async () => {
    await gateway.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('gives the website a strict Content-Security-Policy and a Permissions-Policy, and no HSTS over plain HTTP', async () => {
    const page = await fetch(gateway.url, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('connect-src')).toBe(`'self' ws://${new URL(gateway.url).host} wss://${new URL(gateway.url).host}`);
    // The camera for the site's own pages only (the desk's check-in), never for a frame; the microphone for none.
    expect(page.headers.get('permissions-policy')).toMatch(/camera=\(self\)/);
    expect(page.headers.get('permissions-policy')).toMatch(/microphone=\(\)/);
    expect(page.headers.get('strict-transport-security')).toBeNull();
    // Every answer carries the policy, JSON ones included.
    const health = await fetch(`${gateway.url}health/live`);
    expect(directives(health.headers.get('content-security-policy')).get('script-src')).toBe("'self'");
  });

  it('lets each host the site is reached by open sockets to itself only, and a malformed Host to none', async () => {
    // undici's request, unlike fetch, sends the Host it is given: as a browser at another address of the site would.
    const connectSrc = async (host: string) => {
      const answer = await request(`${gateway.url}health/live`, { headers: { host } });
      await answer.body.dump();
      return directives(String(answer.headers['content-security-policy'])).get('connect-src');
    };
    for (let round = 0; round < 2; round++) {
      expect(await connectSrc('estancia.example')).toBe("'self' ws://estancia.example wss://estancia.example");
      expect(await connectSrc('desk.estancia.example:8443')).toBe("'self' ws://desk.estancia.example:8443 wss://desk.estancia.example:8443");
      expect(await connectSrc('evil.example/path')).toBe("'self'");
    }
  });

  it('gives GraphiQL its own policy for its inlined assets, still unframeable', async () => {
    const page = await fetch(`${gateway.url}graphql`, { headers: { accept: 'text/html' } });
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });

  it('asks browsers to keep to HTTPS when the site is served over it', async () => {
    const secure = await startTestGateway({ COOKIE_SECURE: true, CLIENT_DIST_DIR: dist });
    try {
      const page = await fetch(secure.url);
      expect(page.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect(directives(page.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('sign-in and registration need the website client header (login CSRF)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const input = { username: 'cliente@estancia.pt', password: 'not-the-password' };

  it('refuses logIn without the header, even from a caller that sends no cookie and no Origin', async () => {
    const answer = await post({ query: LOG_IN, variables: { input } });
    expect(answer.status).toBe(403);
    const body = (await answer.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('CSRF_HEADER_REQUIRED');
    expect(body.data ?? null).toBeNull();
  });

  it('refuses logIn hidden in a fragment, and register, the same way', async () => {
    const hidden = 'mutation($input: LogInInput!) { ...F } fragment F on Mutation { logIn(input: $input) { userErrors { code } } }';
    expect((await post({ query: hidden, variables: { input } })).status).toBe(403);
    const register = 'mutation($input: RegisterInput!) { register(input: $input) { email } }';
    const registration = { name: 'Rui', email: 'rui.csrf@example.pt', password: 'Segredo#2026', passwordConfirmation: 'Segredo#2026', termsAccepted: true };
    expect((await post({ query: register, variables: { input: registration } })).status).toBe(403);
  });

  it('answers logIn with the header', async () => {
    const answer = await post({ query: LOG_IN, variables: { input } }, { 'x-estancia-client': 'web' });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: LogInAnswer };
    expect(body.data.logIn.userErrors.map((error) => error.code)).toEqual(['WRONG_CREDENTIALS']);
  });
});
