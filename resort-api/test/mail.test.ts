import { mailAnswer } from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TOKEN, type TestApi, expectError, testApi } from './support/accounts.ts';
import { type TestDatabase, openTestDatabase } from './support/databases.ts';
import { memoryLogger } from './support/logger.ts';
import { type CaughtMail, startSmtpCatcher } from './support/smtp.ts';

const FROM = 'Estância <no-reply@estancia.local>';

// Mail touches no table: one engine is enough (the database only serves the session bearer test).
describe('POST mail', () => {
  let testDb: TestDatabase;
  let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let api: TestApi;

  beforeAll(async () => {
    [testDb, catcher] = await Promise.all([openTestDatabase('pglite'), startSmtpCatcher()]);
    api = testApi(testDb, { config: { publicSiteToken: SITE_TOKEN, smtpUrl: catcher.url, mailFrom: FROM } });
  });
  afterAll(async () => {
    await catcher?.close();
    await testDb?.dispose();
  });

  /** Sends, expects success, and answers what the catcher received. */
  async function send(body: unknown, token?: string): Promise<CaughtMail> {
    const before = catcher.mails.length;
    const response = await api.post('/mail', body, token);
    expect(response.status).toBe(200);
    expect(mailAnswer.parse(await response.json())).toEqual({ data: [{ response: true }] });
    expect(catcher.mails).toHaveLength(before + 1);
    return catcher.mails.at(-1) as CaughtMail;
  }

  it('sends the message over SMTP from the configured sender', async () => {
    const html = '<table style="width:600px"><tr><td>Olá Maria, a sua inscrição está concluída. Até já na Estância!</td></tr></table>';
    const mail = await send({ to: 'maria@example.pt', subject: 'Registo concluído — Estância', html });
    expect(mail.subject).toBe('Registo concluído — Estância');
    expect(mail.headers['to']).toBe('maria@example.pt');
    expect(mail.headers['from']).toMatch(/<no-reply@estancia\.local>$/);
    expect(mail.headers['content-type']).toMatch(/^text\/html/);
    expect(mail.html).toBe(html);
    expect(mail.envelope).toEqual({ from: 'no-reply@estancia.local', to: ['maria@example.pt'] });
  });

  it('takes a from, a list of recipients and bcc copies nobody else sees', async () => {
    const mail = await send({
      from: 'Contactos <contactos@estancia.local>',
      to: ['a@example.pt', 'Bruno Costa <b@example.pt>'],
      bcc: ['arquivo@estancia.local'],
      subject: 'Formulário de contacto',
      html: '<p>Mensagem</p>',
    });
    expect(mail.headers['from']).toBe('Contactos <contactos@estancia.local>');
    expect(mail.headers['to']).toBe('a@example.pt, Bruno Costa <b@example.pt>');
    expect(mail.headers['bcc']).toBeUndefined();
    expect(mail.envelope.to).toEqual(['a@example.pt', 'b@example.pt', 'arquivo@estancia.local']);
  });

  it('accepts a customer\'s session token too (their token replaces the public one, spec 000 §6)', async () => {
    const session = await api.session('maria');
    const mail = await send({ to: 'contactos@estancia.local', subject: 'Pergunta', html: '<p>?</p>' }, session.token);
    expect(mail.envelope.to).toEqual(['contactos@estancia.local']);
  });

  it.each([
    ['a bad recipient', { to: 'not-an-address' }, /to/],
    ['a bad copy recipient', { bcc: ['x@'] }, /bcc\.0/],
    ['a subject with a line break', { subject: 'Olá\r\nBcc: intruso@example.pt' }, /subject/],
    ['no html', { html: '' }, /html/],
    ['a from with a line break', { from: 'x@example.pt\nBcc: y@example.pt' }, /from/],
  ])('refuses %s with 400 naming the field, and sends nothing', async (_case, change, field) => {
    const before = catcher.mails.length;
    const response = await api.post('/mail', { to: 'a@example.pt', subject: 'Assunto', html: '<p>x</p>', ...change });
    expect(await expectError(response, 400, 'invalid_request')).toMatch(field);
    expect(catcher.mails).toHaveLength(before);
  });

  it('answers 502 mail_failed, and logs it, when the SMTP server cannot be reached', async () => {
    const down = await startSmtpCatcher();
    await down.close();
    const log = memoryLogger();
    const offline = testApi(testDb, {
      config: { publicSiteToken: SITE_TOKEN, smtpUrl: down.url, mailFrom: FROM },
      logger: log.logger,
    });
    const response = await offline.post('/mail', { to: 'a@example.pt', subject: 'Assunto', html: '<p>x</p>' });
    expect(await expectError(response, 502, 'mail_failed')).toBe('The mail could not be sent');
    const logged = log.lines().find((l) => l['msg'] === 'The mail could not be sent');
    expect(JSON.stringify(logged?.['err'])).toMatch(/ECONNREFUSED/);
  });

  it('needs a bearer token like every call', async () => {
    await expectError(await api.post('/mail', { to: 'a@example.pt', subject: 's', html: 'h' }, null), 401, 'unauthorized');
  });
});
