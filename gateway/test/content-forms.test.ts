import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from './browser-session.ts';
import { gatewayForTests, startTestGateway, type TestGateway } from './harness.ts';
import { waitForMail } from './mailbox.ts';
import { upstreamContentList } from './upstream-data.ts';

const CONTACT = /* GraphQL */ `
  mutation Contact($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) { sent userErrors { code field message } }
  }
`;
const TESTIMONIAL = /* GraphQL */ `
  mutation Testimonial($input: SubmitTestimonialInput!) {
    submitTestimonial(input: $input) { submitted userErrors { code field message } }
  }
`;

interface Result {
  sent?: boolean;
  submitted?: boolean;
  userErrors: { code: string; field: string[]; message: string }[];
}

const unique = () => randomUUID().slice(0, 8);
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Marques',
  email: `ana.${unique()}@example.pt`,
  subject: 'Grupo escolar',
  message: 'Bom dia, queremos visitar a estância com 30 alunos em março.',
  rgpd: true,
  ...overrides,
});

/** One contact message through a gateway. */
async function send(gateway: TestGateway) {
  return (await gateway.query<{ sendContactMessage: Result }>(CONTACT, { variables: { input: contact() } })).data?.sendContactMessage;
}

describe('the contact form (spec 000 §5, §7)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ FORM_SUBMISSIONS_PER_HOUR: 1000, CONTACT_MAIL_TO: ['reservas@estancia.test'] });
  });
  afterAll(() => gateway.close());
  const send = async (input: Record<string, unknown>, language = 'pt') =>
    (await gateway.query<{ sendContactMessage: Result }>(CONTACT, { variables: { input }, language })).data?.sendContactMessage;

  it('mails the message to the address typed, with a copy to the resort, as a 600 px HTML table', async () => {
    const input = contact({ message: 'Mensagem com <b>marcação</b> & acentos: ç ã é' });
    expect(await send(input, 'en')).toEqual({ sent: true, userErrors: [] });
    const mail = await waitForMail(input.email as string);
    expect(mail.subject).toBe('[Estância] Contact form');
    expect(mail.to).toEqual([input.email]);
    expect(mail.recipients).toContain('reservas@estancia.test');
    expect(mail.html).toMatch(/width="600"/);
    for (const value of ['Ana Marques', input.email as string, 'Grupo escolar']) expect(mail.html).toContain(value);
    // The visitor's text is escaped, never markup.
    expect(mail.html).toContain('Mensagem com &lt;b&gt;marcação&lt;/b&gt; &amp; acentos: ç ã é');
    expect(mail.html).toMatch(/<th[^>]*>Message<\/th>/);
  });

  it('requires name, e-mail, subject and message, in the person’s language', async () => {
    const answer = await send(contact({ name: ' ', email: '', subject: '', message: '' }), 'en');
    expect(answer?.sent).toBe(false);
    expect(answer?.userErrors.map((e) => [e.code, e.field.join('.')])).toEqual([
      ['REQUIRED', 'name'], ['REQUIRED', 'email'], ['REQUIRED', 'subject'], ['REQUIRED', 'message'],
    ]);
    expect(answer?.userErrors[0]?.message).toMatch(/required/i);
  });

  it('checks the e-mail pattern, the 600-character message and the ticked terms box', async () => {
    expect((await send(contact({ email: 'ana@example' })))?.userErrors.map((e) => e.code)).toEqual(['INVALID_EMAIL']);
    expect((await send(contact({ message: 'x'.repeat(600) })))?.sent).toBe(true);
    expect((await send(contact({ message: 'x'.repeat(601) })))?.userErrors).toMatchObject([{ code: 'TOO_LONG', field: ['message'] }]);
    expect((await send(contact({ rgpd: false })))?.userErrors).toMatchObject([{ code: 'TERMS_REQUIRED', field: ['rgpd'] }]);
  });

  it('refuses a wrong type with a GraphQL validation error', async () => {
    const answer = await gateway.query(CONTACT, { variables: { input: { ...contact(), rgpd: 'yes' } } });
    expect(answer.errors?.[0]?.message).toMatch(/Boolean cannot represent a non boolean value/);
  });
});

describe('the testimonial form (spec 000 §5, 002 §5)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ FORM_SUBMISSIONS_PER_HOUR: 1000, CONTACT_MAIL_TO: ['testemunhos@estancia.test'] });
  });
  afterAll(() => gateway.close());
  const submit = async (input: Record<string, unknown>) =>
    (await gateway.query<{ submitTestimonial: Result }>(TESTIMONIAL, { variables: { input } })).data?.submitTestimonial;

  it('stores the testimonial under review (not shown yet) and mails the resort', async () => {
    const name = `Rui ${unique()}`;
    const answer = await submit({ name, email: 'rui@example.pt', location: 'Covilhã', message: 'Dia fantástico na neve!', termsAccepted: true });
    expect(answer).toEqual({ submitted: true, userErrors: [] });
    const stored = (await upstreamContentList('testimony')).find((t) => t.content[0]?.name === name);
    expect(stored?.info.status).toBe('under_review');
    expect(stored?.content[0]).toMatchObject({ email: 'rui@example.pt', address: 'Covilhã', message: 'Dia fantástico na neve!' });
    const shown = await gateway.query<{ testimonials: { edges: { node: { name: string } }[] } }>('query { testimonials(first: 50) { edges { node { name } } } }');
    expect(shown.data?.testimonials.edges.map((e) => e.node.name)).not.toContain(name);
    const mail = await waitForMail('testemunhos@estancia.test', { matching: new RegExp(name) });
    expect(mail.html).toContain('Covilhã');
  });

  it('requires name, e-mail, message and terms; the location is optional; the message is at most 400', async () => {
    const base = { name: 'Rita', email: 'rita@example.pt', message: 'Ótimo spa.', termsAccepted: true };
    expect((await submit(base))?.submitted).toBe(true);
    expect((await submit({ ...base, name: '', message: '' }))?.userErrors.map((e) => e.field.join('.'))).toEqual(['name', 'message']);
    expect((await submit({ ...base, message: 'x'.repeat(401) }))?.userErrors).toMatchObject([{ code: 'TOO_LONG', field: ['message'] }]);
    expect((await submit({ ...base, termsAccepted: false }))?.userErrors).toMatchObject([{ code: 'TERMS_REQUIRED' }]);
    expect((await submit({ ...base, email: 'rita' }))?.userErrors).toMatchObject([{ code: 'INVALID_EMAIL' }]);
  });
});

describe('public form limits', () => {
  it('refuses submissions past the hourly allowance of an address, saying so', async () => {
    const gateway = await startTestGateway({ FORM_SUBMISSIONS_PER_HOUR: 2 });
    try {
      const send = async () => (await gateway.query<{ sendContactMessage: Result }>(CONTACT, { variables: { input: contact() }, language: 'en' })).data?.sendContactMessage;
      expect((await send())?.sent).toBe(true);
      expect((await send())?.sent).toBe(true);
      const third = await send();
      expect(third?.sent).toBe(false);
      expect(third?.userErrors[0]?.code).toBe('TOO_MANY_ATTEMPTS');
      // A form with mistakes does not use up the allowance: it is checked first.
      const invalid = await gateway.query<{ sendContactMessage: Result }>(CONTACT, { variables: { input: contact({ rgpd: false }) } });
      expect(invalid.data?.sendContactMessage.userErrors[0]?.code).toBe('TERMS_REQUIRED');
    } finally {
      await gateway.close();
    }
  });
});

describe('registration and password recovery share the allowance (they mail too)', () => {
  it('refuses a recovery request past the hourly allowance, saying so, without mailing', async () => {
    const gateway = await startTestGateway({ FORM_SUBMISSIONS_PER_HOUR: 2 });
    try {
      const RECOVER = 'mutation($input: RequestPasswordRecoveryInput!) { requestPasswordRecovery(input: $input) { sent userErrors { code message } } }';
      const ask = async () =>
        (await gateway.query<{ requestPasswordRecovery: { sent: boolean; userErrors: { code: string; message: string }[] } }>(RECOVER, { variables: { input: { email: 'joao@estancia.pt' } }, language: 'en' }))
          .data?.requestPasswordRecovery;
      expect((await ask())?.sent).toBe(true);
      expect((await send(gateway))?.sent).toBe(true);
      const third = await ask();
      expect(third).toEqual({ sent: false, userErrors: [{ code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/try again/i) }] });
      const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { email userErrors { code } } }';
      // Registering is the website's own form: it goes with the site's client header.
      const registration = await new BrowserSession(gateway).query<{ register: { email: string | null; userErrors: { code: string }[] } }>(REGISTER, {
        input: { name: 'Rui', email: `rui.${unique()}@example.pt`, password: 'Segredo#2026', passwordConfirmation: 'Segredo#2026', termsAccepted: true },
      });
      expect(registration.data?.register).toEqual({ email: null, userErrors: [{ code: 'TOO_MANY_ATTEMPTS' }] });
    } finally {
      await gateway.close();
    }
  });
});

describe('client error reports (spec 000 §7 "POST error")', () => {
  const gateway = gatewayForTests();

  it('records a report, and refuses an empty or overlong one naming the field', async () => {
    const REPORT = 'mutation($input: ReportClientErrorInput!) { reportClientError(input: $input) { recorded } }';
    const ok = await gateway.query<{ reportClientError: { recorded: boolean } }>(REPORT, {
      variables: { input: { message: 'TypeError: x is undefined', details: JSON.stringify({ route: '/article/all' }) } },
    });
    expect(ok.data?.reportClientError.recorded).toBe(true);
    const empty = await gateway.query(REPORT, { variables: { input: { message: '  ' } } });
    expect(empty.errors?.[0]).toMatchObject({ message: 'message must be 1 to 2000 characters', extensions: { code: 'BAD_USER_INPUT' } });
    const long = await gateway.query(REPORT, { variables: { input: { message: 'x', details: 'y'.repeat(20_001) } } });
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: ['input', 'details'] });
  });
});
