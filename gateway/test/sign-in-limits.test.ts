import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, type RunningGateway } from '../src/server.ts';

/** The website's sign-in and registration, sent as persisted operations as production only accepts them. */
const LOG_IN = 'mutation LogIn($input: LogInInput!) { logIn(input: $input) { viewer { role } userErrors { code } } }';
const REGISTER = 'mutation Register($input: RegisterInput!) { register(input: $input) { email userErrors { code } } }';
const idOf = (document: string) => createHash('sha256').update(document).digest('hex');

/** Production's secrets, each its own (config.test.ts); loadConfig refuses to start without them. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_SITE_TOKEN: 'site-token-of-the-production-api',
  PAYMENT_NOTIFICATION_SECRET: 'payment-secret-of-the-production-api',
  SESSION_SECRET: 's'.repeat(40),
};
const STAFF = { username: 'balcao@estancia.pt', password: 'Balcao#2026' };
const PASSWORD = 'neve-e-spa-2026';

type LogInAnswer = { data?: { logIn: { viewer: { role: string | null }; userErrors: { code: string }[] } } };

/** A browser: keeps the cookies the gateway sets and sends them back on the next request. */
class Browser {
  readonly cookies = new Map<string, string>();
  setCookies: string[] = [];
  constructor(private readonly gateway: RunningGateway) {}

  async send(document: string, input: Record<string, unknown>): Promise<unknown> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-estancia-client': 'web' };
    if (this.cookies.size) headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.gateway.url}graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ variables: { input }, extensions: { persistedQuery: { version: 1, sha256Hash: idOf(document) } } }),
    });
    this.setCookies = response.headers.getSetCookie();
    for (const cookie of this.setCookies) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response.json();
  }

  /** A sign-in's outcome: the role it signed in as, or the error code. */
  async signIn(username: string, password: string): Promise<string> {
    const answer = (await this.send(LOG_IN, { username, password })) as LogInAnswer;
    const logIn = answer.data?.logIn;
    if (!logIn) throw new Error(`no answer: ${JSON.stringify(answer)}`);
    return logIn.userErrors[0]?.code ?? logIn.viewer.role ?? 'NOT_SIGNED_IN';
  }
}

/** What `count` sign-ins sent at once were answered, by answer. */
async function burst(count: number, signIn: (i: number) => Promise<string>): Promise<Record<string, number>> {
  const codes = await Promise.all(Array.from({ length: count }, (_, i) => signIn(i)));
  return codes.reduce<Record<string, number>>((tally, code) => ({ ...tally, [code]: (tally[code] ?? 0) + 1 }), {});
}

/**
 * The sign-in limits of a gateway started as production starts (NODE_ENV=production, its own
 * secrets, only persisted operations, COOKIE_SECURE on), at their defaults: 5 failures per account
 * and address, 20 per address. Every request comes from this machine's one address, as a shared
 * Wi-Fi or a carrier's NAT would bring them.
 */
describe('sign-in limits in production', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'estancia-sign-in-')), 'persisted.json');
    writeFileSync(file, JSON.stringify({ [idOf(LOG_IN)]: LOG_IN, [idOf(REGISTER)]: REGISTER }));
    gateway = await startGateway({
      env: { ...PRODUCTION_ENV, PERSISTED_OPERATIONS_FILE: file },
      // The suite's resort-api runs on its development site token; everything else is production's.
      config: { PORT: 0, RESORT_API_URL: inject('resortApiUrl'), PUBLIC_SITE_TOKEN: 'dev-public-site-token' },
      logger: pino({ level: 'silent' }),
    });
  });
  afterAll(() => gateway?.close());

  async function registered(): Promise<string> {
    const email = `limite-${randomUUID().slice(0, 8)}@example.pt`;
    const input = { name: 'Ana Limite', mobilePhone: '', email, password: PASSWORD, passwordConfirmation: PASSWORD, termsAccepted: true, marketingConsent: false };
    const answer = (await new Browser(gateway).send(REGISTER, input)) as { data?: { register: { email: string | null } } };
    expect(answer.data?.register.email).toBe(email);
    return email;
  }

  it('checks at most 5 of 40 concurrent wrong passwords for one account, then refuses even the right one', async () => {
    const email = await registered();
    const browser = new Browser(gateway);
    const answers = await burst(40, () => browser.signIn(email, `wrong-${randomUUID()}`));
    expect(answers).toEqual({ WRONG_CREDENTIALS: 5, TOO_MANY_ATTEMPTS: 35 });
    expect(await new Browser(gateway).signIn(email, PASSWORD)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('locks a device cookie out of its account after 5 wrong passwords from it, and only that cookie', async () => {
    const email = await registered();
    const browser = new Browser(gateway);
    const other = new Browser(gateway);
    expect(await browser.signIn(email, PASSWORD)).toBe('CUSTOMER');
    expect(await other.signIn(email, PASSWORD)).toBe('CUSTOMER');
    const answers = await burst(40, () => browser.signIn(email, `wrong-${randomUUID()}`));
    expect(answers).toEqual({ WRONG_CREDENTIALS: 5, TOO_MANY_ATTEMPTS: 35 });
    expect(await browser.signIn(email, PASSWORD)).toBe('TOO_MANY_ATTEMPTS');
    expect(await other.signIn(email, PASSWORD)).toBe('CUSTOMER');
  });

  it('lets the desk’s browser that signed in before sign in past a burst from its address; a browser without its cookie is refused', async () => {
    const desk = new Browser(gateway);
    expect(await desk.signIn(STAFF.username, STAFF.password)).toBe('STAFF');
    const device = desk.setCookies.find((cookie) => cookie.startsWith('estancia_device_'));
    expect(device).toMatch(/; HttpOnly/i);
    expect(device).toMatch(/; SameSite=Lax/i);
    expect(device).toMatch(/; Secure/i);
    expect(device).toMatch(/; Path=\/graphql/i);
    expect(Number(/Max-Age=(\d+)/i.exec(device ?? '')?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);

    const customer = new Browser(gateway);
    const email = await registered();
    expect(await customer.signIn(email, PASSWORD)).toBe('CUSTOMER');

    // Someone on the same address tries many accounts at once: the address's 20 run out.
    const answers = await burst(40, () => new Browser(gateway).signIn(`nobody-${randomUUID()}@example.pt`, 'Wrong#2026'));
    expect(answers['TOO_MANY_ATTEMPTS']).toBeGreaterThanOrEqual(20);
    expect(await new Browser(gateway).signIn(STAFF.username, STAFF.password)).toBe('TOO_MANY_ATTEMPTS');

    // The desk's browser, with its device cookie, still signs in, and again with the cookie renewed.
    desk.cookies.delete('estancia_session');
    expect(await desk.signIn(STAFF.username, STAFF.password)).toBe('STAFF');
    expect(await desk.signIn(STAFF.username, STAFF.password)).toBe('STAFF');
    // A device cookie opens only the account it names.
    expect(await customer.signIn(STAFF.username, STAFF.password)).toBe('TOO_MANY_ATTEMPTS');
    expect(await customer.signIn(email, PASSWORD)).toBe('CUSTOMER');
  });
});
