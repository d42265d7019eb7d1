import { CHANNEL_CLOSE_CODES, type ChannelServerMessage } from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountKey } from '../src/db/seed-data/accounts.ts';
import { TOO_MANY_SOCKETS } from '../src/reservations/channel-server.ts';
import { DEFAULT_MESSAGE_PACE } from '../src/reservations/channel-limits.ts';
import { type RunningResortApi, startResortApi } from '../src/server.ts';
import { ChannelClient } from './support/channel-client.ts';
import { demoSession } from './support/accounts.ts';
import { type TestDatabase, openTestDatabase } from './support/databases.ts';
import { silentLogger } from './support/logger.ts';
import { until } from './support/waiting.ts';

const SITE_TOKEN = 'dev-public-site-token';
/** The default of CHANNEL_SOCKETS_PER_CUSTOMER. */
const CAP = 8;

/**
 * What one customer may ask of the realtime channel (channel-limits.ts), over real sockets on the
 * embedded engine: a cap on open sockets per customer, and a pace per socket.
 */
describe('the realtime channel limits', () => {
  let testDb: TestDatabase;
  let api: RunningResortApi;
  const opened: ChannelClient[] = [];
  const db = () => testDb.database.db;

  const session = (who: AccountKey) => demoSession(db(), who);
  /** A socket that said hello for `clientId` and got its cart (or was closed before). */
  const socket = async (token: string, clientId: number) => {
    const client = await ChannelClient.connect(api.url, token, clientId);
    opened.push(client);
    await Promise.race([client.next('update_list'), client.ended]);
    return client;
  };
  const isOpen = (client: ChannelClient) => client.socket.readyState === client.socket.OPEN;
  /** A release of a hold nobody has: answered not_your_hold after a database transaction. */
  const release = (client: ChannelClient, clientId: number, pedido: string) =>
    client.send({ cativar: false, data: [{ id_prod: 41, quantidade: 1, prod_timer: 2_000_000_000, id_user: clientId, id_stock: 1, info: { pedido } }] });
  const answerTo = (client: ChannelClient, pedido: string) =>
    client.next('erro', { where: (m) => m.pedido === pedido }).then(({ message }) => message);

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    api = await startResortApi({ env: {}, config: { port: 0, pgliteDir: 'memory://' }, database: testDb.database, logger: silentLogger });
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await api?.close();
    await testDb?.dispose();
  });

  it("closes a customer's socket past the cap with 1008, and leaves the others and other customers alone", async () => {
    const [joao, otherJoao, maria] = [await session('joao'), await session('joao'), await session('maria')];
    // Two sessions of the same customer count together.
    const first = await Promise.all(Array.from({ length: CAP }, (_, i) => socket(i % 2 === 0 ? joao.token : otherJoao.token, joao.id)));
    expect(first.every(isOpen)).toBe(true);

    const extra = await socket(joao.token, joao.id);
    expect(await extra.ended).toEqual({ code: CHANNEL_CLOSE_CODES.policy, reason: TOO_MANY_SOCKETS });
    expect(extra.messages).toEqual([]);
    expect(first.every(isOpen)).toBe(true);
    release(first[0] as ChannelClient, joao.id, 'still-served');
    expect((await answerTo(first[0] as ChannelClient, 'still-served')).codigo).toBe('not_your_hold');
    const mariasTab = await socket(maria.token, maria.id);
    expect(isOpen(mariasTab)).toBe(true);

    // A closed socket gives its place back.
    const last = first.at(-1) as ChannelClient;
    last.close();
    await last.ended;
    const again = await socket(joao.token, joao.id);
    expect(isOpen(again)).toBe(true);
    for (const client of [...first, again, mariasTab]) client.close();
  });

  it('does not cap staff nor the site token (the desk, the gateway on behalf of its visitors)', async () => {
    const balcao = await session('balcao');
    const joao = await session('joao');
    const desk = await Promise.all(Array.from({ length: CAP + 4 }, () => socket(balcao.token, balcao.id)));
    const site = await Promise.all(Array.from({ length: CAP + 4 }, () => socket(SITE_TOKEN, joao.id)));
    expect([...desk, ...site].every(isOpen)).toBe(true);
    for (const client of [...desk, ...site]) client.close();
  });

  it("refuses requests past a socket's pace without carrying them out, then serves it again", async () => {
    const maria = await session('maria');
    const tab = await socket(maria.token, maria.id);
    const burst = DEFAULT_MESSAGE_PACE.burst + 30;
    for (let i = 0; i < burst; i += 1) release(tab, maria.id, `r${i}`);
    const answers = await Promise.all(Array.from({ length: burst }, (_, i) => answerTo(tab, `r${i}`)));
    const codes = answers.map((answer: Extract<ChannelServerMessage, { type: 'erro' }>) => answer.codigo);

    // The hello took one token: the rest of the burst is carried out, and most of what follows is refused.
    expect(codes.slice(0, DEFAULT_MESSAGE_PACE.burst - 1)).toEqual(Array(DEFAULT_MESSAGE_PACE.burst - 1).fill('not_your_hold'));
    expect(codes.filter((code) => code === 'too_many_requests').length).toBeGreaterThanOrEqual(20);
    const refused = answers.find((answer) => answer.codigo === 'too_many_requests');
    expect(refused?.data.mensagens.map((text) => text.id_lingua)).toEqual([1, 2, 3, 4]);
    expect(isOpen(tab)).toBe(true);

    // Tokens come back with time: asked again until one has, the request is carried out.
    let attempt = 0;
    const ask = () => {
      const pedido = `later-${(attempt += 1)}`;
      release(tab, maria.id, pedido);
      return answerTo(tab, pedido);
    };
    expect((await until(ask, (answer) => answer.codigo !== 'too_many_requests', 2_000)).codigo).toBe('not_your_hold');
    expect(isOpen(tab)).toBe(true);
  });
});
