import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BrowserSession, LOG_IN, signIn, type LogInAnswer } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';
import { waitForMail } from './mailbox.ts';

type Errors = { code: string; field: string[]; message: string }[];

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { email userErrors { code field message } } }';
const AVAILABLE = 'query($u: String!) { usernameAvailable(username: $u) }';
const RECOVER = 'mutation($input: RequestPasswordRecoveryInput!) { requestPasswordRecovery(input: $input) { sent userErrors { code field message } } }';
const COMPLETE = 'mutation($input: CompletePasswordRecoveryInput!) { completePasswordRecovery(input: $input) { changed userErrors { code field message } } }';
const PROFILE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { account { name surname email mobilePhone vatNumber address { street locality postalCode } marketingConsent } userErrors { code field message } } }';
const PASSWORD = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { changed userErrors { code field message } } }';

const newEmail = () => `visitante-${randomUUID().slice(0, 8)}@example.pt`;
const registration = (email: string) => ({
  name: 'Ana Visitante',
  mobilePhone: '+351 912 345 678',
  email,
  password: 'neve-e-spa-2026',
  passwordConfirmation: 'neve-e-spa-2026',
  termsAccepted: true,
  marketingConsent: false,
});

describe('account forms', () => {
  let gateway: TestGateway;
  let visitor: BrowserSession;
  beforeAll(async () => {
    gateway = await startTestGateway();
    visitor = new BrowserSession(gateway, { language: 'pt' });
  });
  afterAll(() => gateway.close());

  it('registers a customer, mails the access data, and the new account signs in', async () => {
    const email = newEmail();
    expect((await visitor.query<{ usernameAvailable: boolean }>(AVAILABLE, { u: email })).data?.usernameAvailable).toBe(true);
    const answer = await visitor.query<{ register: { email: string; userErrors: Errors } }>(REGISTER, { input: registration(email.toUpperCase()) });
    expect(answer.data?.register).toEqual({ email, userErrors: [] });
    const mail = await waitForMail(email);
    expect(mail.subject).toMatch(/Registo concluído/);
    expect(mail.html).toContain(email);
    expect(mail.html).not.toContain('neve-e-spa-2026');
    expect((await visitor.query<{ usernameAvailable: boolean }>(AVAILABLE, { u: email })).data?.usernameAvailable).toBe(false);
    const browser = new BrowserSession(gateway);
    expect((await signIn(browser, email, 'neve-e-spa-2026')).viewer).toMatchObject({ role: 'CUSTOMER', account: { name: 'Ana Visitante' } });
  });

  it('refuses a username that exists, with the spec’s message', async () => {
    const answer = await visitor.query<{ register: { email: null; userErrors: Errors } }>(REGISTER, { input: registration('cliente@estancia.pt') });
    expect(answer.data?.register).toEqual({
      email: null,
      userErrors: [{ code: 'USERNAME_EXISTS', field: ['email'], message: 'Já existe um registo com este nome de utilizador.' }],
    });
  });

  it.each([
    [{ name: '' }, 'REQUIRED', 'name'],
    [{ email: 'ana@example' }, 'INVALID_EMAIL', 'email'],
    [{ passwordConfirmation: 'other-password' }, 'PASSWORD_MISMATCH', 'passwordConfirmation'],
    [{ termsAccepted: false }, 'TERMS_REQUIRED', 'termsAccepted'],
    [{ password: 'short', passwordConfirmation: 'short' }, 'PASSWORD_TOO_SHORT', 'password'],
    [{ name: 'x'.repeat(121) }, 'TOO_LONG', 'name'],
    [{ mobilePhone: '<b>1</b>' }, 'INVALID_PHONE', 'mobilePhone'],
    [{ name: "Robert'); DROP TABLE entities;--", email: "o'brien@example.pt" }, 'INVALID_EMAIL', 'email'],
  ])('refuses registration %j (%s) and stores nothing', async (change, code, field) => {
    const email = newEmail();
    const answer = await visitor.query<{ register: { userErrors: Errors } }>(REGISTER, { input: { ...registration(email), ...change } });
    expect(answer.data?.register.userErrors.map((e) => [e.code, e.field.join('.')])).toContainEqual([code, field]);
    expect((await visitor.query<{ usernameAvailable: boolean }>(AVAILABLE, { u: email })).data?.usernameAvailable).toBe(true);
  });

  it('recovers a password through the mailed link, once', async () => {
    const email = newEmail();
    await visitor.query(REGISTER, { input: registration(email) });
    const english = new BrowserSession(gateway, { language: 'en' });
    const sent = await english.query<{ requestPasswordRecovery: { sent: boolean; userErrors: Errors } }>(RECOVER, { input: { email } });
    expect(sent.data?.requestPasswordRecovery).toEqual({ sent: true, userErrors: [] });
    const mail = await waitForMail(email, { matching: /regist\/client\/recovery\// });
    expect(mail.subject).toBe('Password recovery');
    const code = /\/regist\/client\/recovery\/([^"&<\s]+)/.exec(mail.html)?.[1] ?? '';
    expect(code).not.toBe('');
    const input = { code: decodeURIComponent(code), password: 'nova-palavra-2026', passwordConfirmation: 'nova-palavra-2026' };
    expect((await english.query<{ completePasswordRecovery: { changed: boolean } }>(COMPLETE, { input })).data?.completePasswordRecovery.changed).toBe(true);
    await signIn(new BrowserSession(gateway), email, 'nova-palavra-2026');
    const again = await english.query<{ completePasswordRecovery: { userErrors: Errors } }>(COMPLETE, { input });
    expect(again.data?.completePasswordRecovery.userErrors).toEqual([
      { code: 'RECOVERY_EXPIRED', field: [], message: 'The code to change your password has expired, please make a new request.' },
    ]);
  });

  it('answers recovery alike for an address with an account and one without, and mails only the account', async () => {
    const [email, unknown] = [newEmail(), newEmail()];
    await visitor.query(REGISTER, { input: registration(email) });
    type Answer = { requestPasswordRecovery: { sent: boolean; userErrors: Errors } };
    const [known, stranger] = await Promise.all([email, unknown].map((address) => visitor.query<Answer>(RECOVER, { input: { email: address } })));
    expect(known?.data?.requestPasswordRecovery).toEqual({ sent: true, userErrors: [] });
    expect(stranger).toEqual(known);
    await waitForMail(email, { matching: /regist\/client\/recovery\// });
    const mails = (await (await fetch(new URL('messages', inject('mailCatcherUrl')))).json()) as { to: string[] }[];
    expect(mails.filter((mail) => mail.to.includes(unknown))).toEqual([]);
  });

  it('refuses mismatched recovery passwords with a user error', async () => {
    const mismatch = await visitor.query<{ completePasswordRecovery: { userErrors: Errors } }>(COMPLETE, {
      input: { code: 'whatever', password: 'nova-palavra-2026', passwordConfirmation: 'outra-palavra-2026' },
    });
    expect(mismatch.data?.completePasswordRecovery.userErrors.map((e) => e.code)).toEqual(['PASSWORD_MISMATCH']);
  });

  it('saves the profile, and leaves it unchanged on bad input', async () => {
    const email = newEmail();
    await visitor.query(REGISTER, { input: registration(email) });
    const browser = new BrowserSession(gateway);
    await signIn(browser, email, 'neve-e-spa-2026');
    const input = {
      name: 'Ana',
      surname: 'Martins',
      email,
      mobilePhone: '912000111',
      vatNumber: '',
      address: { street: 'Rua da Serra 1', locality: 'Fundão', postalCode: '6230-000', country: 'Portugal' },
      marketingConsent: true,
    };
    const saved = await browser.query<{ updateProfile: { account: Record<string, unknown>; userErrors: Errors } }>(PROFILE, { input });
    expect(saved.data?.updateProfile).toEqual({
      account: { name: 'Ana', surname: 'Martins', email, mobilePhone: '912000111', vatNumber: '999999990', address: { street: 'Rua da Serra 1', locality: 'Fundão', postalCode: '6230-000' }, marketingConsent: true },
      userErrors: [],
    });
    const bad = await browser.query<{ updateProfile: { account: null; userErrors: Errors } }>(PROFILE, { input: { ...input, name: '', email: 'ana-at-example' } });
    expect(bad.data?.updateProfile.account).toBeNull();
    expect(bad.data?.updateProfile.userErrors.map((e) => e.code)).toEqual(['REQUIRED', 'INVALID_EMAIL']);
    const taken = await browser.query<{ updateProfile: { userErrors: Errors } }>(PROFILE, { input: { ...input, email: 'cliente@estancia.pt' } });
    expect(taken.data?.updateProfile.userErrors.map((e) => e.code)).toEqual(['USERNAME_EXISTS']);
    const now = await browser.query<{ viewer: { account: { name: string; email: string } } }>('query { viewer { account { name email } } }');
    expect(now.data?.viewer.account).toEqual({ name: 'Ana', email });
    const anonymous = await visitor.query<{ updateProfile: { userErrors: Errors } }>(PROFILE, { input });
    expect(anonymous.data?.updateProfile.userErrors.map((e) => e.code)).toEqual(['NOT_SIGNED_IN']);
  });

  it('changes the password only with the current one', async () => {
    const email = newEmail();
    await visitor.query(REGISTER, { input: registration(email) });
    const browser = new BrowserSession(gateway);
    await signIn(browser, email, 'neve-e-spa-2026');
    const wrong = await browser.query<{ changePassword: { changed: boolean; userErrors: Errors } }>(PASSWORD, {
      input: { currentPassword: 'not-it', newPassword: 'outra-2026-xyz', newPasswordConfirmation: 'outra-2026-xyz' },
    });
    expect(wrong.data?.changePassword).toMatchObject({ changed: false, userErrors: [{ code: 'WRONG_PASSWORD', field: ['currentPassword'] }] });
    const right = await browser.query<{ changePassword: { changed: boolean } }>(PASSWORD, {
      input: { currentPassword: 'neve-e-spa-2026', newPassword: 'outra-2026-xyz', newPasswordConfirmation: 'outra-2026-xyz' },
    });
    expect(right.data?.changePassword.changed).toBe(true);
    const old = await new BrowserSession(gateway).query<LogInAnswer>(LOG_IN, { input: { username: email, password: 'neve-e-spa-2026' } });
    expect(old.data?.logIn.userErrors.map((e) => e.code)).toEqual(['WRONG_CREDENTIALS']);
    await signIn(new BrowserSession(gateway), email, 'outra-2026-xyz');
    // The browser that changed it stays signed in.
    expect((await browser.query<{ viewer: { role: string } }>('query { viewer { role } }')).data?.viewer.role).toBe('CUSTOMER');
  });

  it('recognises staff', async () => {
    const staff = new BrowserSession(gateway);
    expect((await signIn(staff, 'balcao@estancia.pt', 'Balcao#2026')).viewer.role).toBe('STAFF');
  });
});

describe('the username check’s allowance', () => {
  it('answers an address past its hourly checks with the forms’ TOO_MANY_ATTEMPTS, and other addresses as before', async () => {
    // This machine stands for the load balancer: each caller is told apart by X-Forwarded-For.
    const gateway = await startTestGateway({ USERNAME_CHECKS_PER_HOUR: 3, TRUST_PROXY: ['127.0.0.1'] });
    try {
      const check = async (address: string, username: string) => {
        const response = await fetch(`${gateway.url}graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': address },
          body: JSON.stringify({ query: AVAILABLE, variables: { u: username } }),
        });
        return { status: response.status, ...((await response.json()) as { data?: { usernameAvailable: boolean } | null; errors?: Errors }) };
      };
      const prober = '203.0.113.9';
      expect((await check(prober, 'cliente@estancia.pt')).data?.usernameAvailable).toBe(false);
      expect((await check(prober, newEmail())).data?.usernameAvailable).toBe(true);
      expect((await check(prober, newEmail())).data?.usernameAvailable).toBe(true);
      const refused = await check(prober, 'joao@estancia.pt');
      expect(refused.status).toBe(429);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors).toMatchObject([{ message: 'Too many attempts. Please try again in a few minutes.', extensions: { code: 'TOO_MANY_ATTEMPTS' } }]);
      // A check that is no e-mail address asks the resort nothing and costs nothing.
      expect((await check('198.51.100.30', 'not-an-address')).data?.usernameAvailable).toBe(false);
      expect((await check('198.51.100.30', 'joao@estancia.pt')).data?.usernameAvailable).toBe(false);
    } finally {
      await gateway.close();
    }
  });
});
