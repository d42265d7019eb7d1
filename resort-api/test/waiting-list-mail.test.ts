import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { entities } from '../src/db/schema.ts';
import { waitingEntries } from '../src/db/waiting-schema.ts';
import { createSmtpMailer } from '../src/mail/mailer.ts';
import { createHoldLedger } from '../src/reservations/hold-ledger.ts';
import { type RunningResortApi, startResortApi } from '../src/server.ts';
import { startWaitingMailJob } from '../src/waiting/waiting-mail-job.ts';
import { testClock } from './support/accounts.ts';
import { ChannelClient } from './support/channel-client.ts';
import { type ScratchPostgres, createPostgresDatabase } from './support/databases.ts';
import { insertSlot, setTimerSettings } from './support/hold-fixtures.ts';
import { silentLogger } from './support/logger.ts';
import { type CaughtMail, startSmtpCatcher } from './support/smtp.ts';
import { entriesOf, joinBody, takeSeats, until } from './support/waiting.ts';

const SITE_TOKEN = 'dev-public-site-token';
const SITE_URL = 'http://site.test';
const COMPANY = 'estancia';
const HOUR = 3_600_000;
const MINUTE = 60_000;
const START = new Date('2026-03-04T09:00:00Z');

/**
 * What a customer in line is told: over their hold channel (lista_espera, and the offer in their
 * cart) and by e-mail in the language they joined in, sent after commit through the outbox. Two
 * resort-api processes on one PostgreSQL database, each running the mail job and the closing
 * watcher, send each e-mail once.
 */
describe('a waiting customer is told, by socket and by e-mail, on postgres with two processes', () => {
  const clock = testClock(START);
  let scratch: ScratchPostgres;
  let database: Database;
  let first: RunningResortApi;
  let second: RunningResortApi;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const opened: ChannelClient[] = [];
  const mailsTo = (address: string): CaughtMail[] => smtp.mails.filter((mail) => mail.envelope.to.includes(address));
  const entity = async (username: string) => {
    const [row] = await database.db.select().from(entities).where(eq(entities.username, username));
    if (!row) throw new Error(`no demo entity ${username}`);
    return row;
  };
  const join = async (api: RunningResortApi, body: unknown) => {
    const response = await fetch(new URL('platform/waiting', api.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${SITE_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  };
  const socketOf = async (api: RunningResortApi, clientId: number) => {
    const socket = await ChannelClient.connect(api.url, SITE_TOKEN, clientId);
    opened.push(socket);
    return socket;
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    scratch = await createPostgresDatabase(inject('databaseTemplates').postgres?.name);
    const config = { port: 0, pgliteDir: 'memory://', databaseUrl: scratch.url, smtpUrl: smtp.url, siteUrl: SITE_URL };
    database = await openDatabase(config);
    await setTimerSettings(database.db, { minutes: 5, tolerance: 15, maxItems: 3 });
    const start = () => startResortApi({ env: {}, config, logger: silentLogger, now: clock.now, waitingWatchIntervalMs: 200 });
    [first, second] = await Promise.all([start(), start()]);
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await scratch?.drop();
    await smtp?.close();
  });

  it('tells the customer of an offer on their sockets and e-mails it once, in their language, with the link to their cart', async () => {
    const maria = await entity('cliente@estancia.pt');
    // A name that is HTML must reach the e-mail as text.
    await database.db.update(entities).set({ name: 'Maria <b>&</b>' }).where(eq(entities.id, maria.id));
    const slot = await insertSlot(database.db, { startsAt: new Date(START.getTime() + 30 * HOUR), capacity: 1 });
    const holder = await takeSeats(database.db, slot, 1, clock.now(), new Date(clock.now().getTime() + HOUR));
    const socket = await socketOf(second, maria.id);
    const { after: helloAt } = await socket.next('lista_espera', { where: (m) => m.data.length === 0 });

    await join(first, joinBody(slot, maria.id, 1, { idioma: 2 }));
    const { after: joinedAt } = await socket.next('lista_espera', { from: helloAt, where: (m) => m.data[0]?.estado === 'waiting' });
    expect(socket.messages.at(joinedAt - 1)).toMatchObject({ data: [{ id_stock: slot.id, lugar: 1, quantidade: 1, idioma: 2 }] });

    const ledger = createHoldLedger({ db: database.db, companyCode: COMPANY });
    expect(await ledger.release(holder.clientId, [{ prod_timer: holder.holdId, quantidade: 1 }], clock.now)).toMatchObject({ ok: true });
    const offered = await socket.next('lista_espera', { from: joinedAt, where: (m) => m.data[0]?.estado === 'offered' });
    const holdId = offered.message.data[0]?.oferta?.prod_timer;
    expect(holdId).toBeDefined();
    const cart = await socket.next('update_list', { from: joinedAt, where: (m) => m.info.carrinho.some((line) => line.prod_timer === holdId) });
    // The offer's seats reach the page as its cart first, then as the entry's new state: an open
    // page shows the hold and its countdown without waiting behind the line's places.
    expect(cart.after).toBeLessThan(offered.after);

    const [mail] = await until(async () => mailsTo(maria.email), (mails) => mails.length > 0);
    expect(mail?.subject).toMatch(/^A place has opened up for you: /);
    expect(mail?.html).toContain(`href="${SITE_URL}/reservation/cart?lang=en"`);
    expect(mail?.html).toContain('Hello Maria &lt;b&gt;&amp;&lt;/b&gt;,');
    expect(mail?.html).not.toContain('<b>');
  });

  it('closes the list at the cut-off, tells the waiting customer, and e-mails them once in their language', async () => {
    const joao = await entity('joao@estancia.pt');
    const maria = await entity('cliente@estancia.pt');
    const slot = await insertSlot(database.db, { startsAt: new Date(clock.now().getTime() + HOUR), capacity: 1 });
    await takeSeats(database.db, slot, 1, clock.now());
    const socket = await socketOf(first, joao.id);
    const { after } = await socket.next('lista_espera');
    await join(second, joinBody(slot, joao.id, 1, { idioma: 3 }));
    const { after: joinedAt } = await socket.next('lista_espera', { from: after, where: (m) => m.data.length === 1 });

    // 50 minutes later the slot starts within the tolerance (15 minutes): its list closes.
    clock.advance(50 * MINUTE);
    await socket.next('lista_espera', { from: joinedAt, where: (m) => m.data.length === 0 });
    expect((await entriesOf(database.db, slot.id)).map((entry) => entry.state)).toEqual(['closed']);
    const [mail] = await until(async () => mailsTo(joao.email), (mails) => mails.length > 0);
    expect(mail?.subject).toMatch(/^Lista de espera cerrada: /);
    expect(mail?.html).toContain('Hola João Martins:');
    // Both processes' mail jobs have looked since the offer's e-mail: it went out once, and this one too.
    expect(mailsTo(maria.email)).toHaveLength(1);
    expect(mailsTo(joao.email)).toHaveLength(1);
  });

  it('sends each e-mail owed once however many mail jobs claim at the same time', async () => {
    const joao = await entity('joao@estancia.pt');
    const slot = await insertSlot(database.db, { startsAt: new Date(clock.now().getTime() + 30 * HOUR), capacity: 1 });
    const before = mailsTo(joao.email).length;
    await database.db.insert(waitingEntries).values(
      Array.from({ length: 45 }, (_, index) => ({
        companyCode: COMPANY,
        clientId: joao.id,
        slotId: slot.id,
        productId: slot.productId,
        eventId: slot.eventId,
        quantity: 1,
        languageId: (index % 4) + 1,
        state: 'closed' as const,
        joinedAt: clock.now(),
        endedAt: clock.now(),
        mailKind: 'closed' as const,
      })),
    );
    // Three more jobs on connections of their own, beside the two processes', all looking at once.
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url, pgliteDir: 'memory://' })));
    const jobs = databases.map((own) =>
      startWaitingMailJob({
        db: own.db,
        listen: own.listen,
        mailer: createSmtpMailer({ smtpUrl: smtp.url, mailFrom: 'Estância <no-reply@estancia.local>' }),
        companyCode: COMPANY,
        siteUrl: SITE_URL,
        logger: silentLogger,
        now: clock.now,
      }),
    );
    try {
      await Promise.all(jobs.map((job) => job.runOnce()));
      const unsent = async () => (await entriesOf(database.db, slot.id)).filter((entry) => entry.mailSentAt === null).length;
      await until(unsent, (count) => count === 0);
      await until(async () => mailsTo(joao.email).length - before, (count) => count >= 45);
      // Every job has looked again, after every claim committed: nothing more goes out.
      await Promise.all(jobs.map((job) => job.runOnce()));
      expect(mailsTo(joao.email).length - before).toBe(45);
      const subjects = mailsTo(joao.email).slice(before).map((mail) => mail.subject.split(':')[0]);
      expect(new Set(subjects)).toEqual(new Set(['Lista de espera encerrada', 'Waiting list closed', 'Lista de espera cerrada', "Liste d'attente close "]));
    } finally {
      await Promise.all(jobs.map((job) => job.stop()));
      await Promise.all(databases.map((own) => own.close()));
    }
  });
});
