import { RESERVATION_PATHS, clientHoldsAnswer, type ChannelCartLine } from '@estancia/resort-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_FIELDS, Results, hold, lisbonDay, upstreamSession, type Cart } from './hold-harness.ts';
import { holdStack } from './hold-stack.ts';
import { startPostgresResortApi } from './live-seats-support.ts';
import { startTcpFaultProxy, type ProxiedConnection, type TcpFaultProxy } from './tcp-fault-proxy.ts';
import { until } from './until.ts';

/**
 * A hold mutation made while the viewer's own hold channel goes quiet (docs/architecture.md, "Every
 * socket proves it is alive", "A viewer's own channel"): whether the path froze before the request
 * left or after it reached resort-api, the mutation answers within a bound, holds the seat at most
 * once, and says so clearly when it cannot tell; the viewer's open cart and countdown then show
 * what resort-api's ledger holds. The gateway pings every second here (5 s in production).
 */

const CART = `subscription { timedCart { ${CART_FIELDS} } }`;
const COUNTDOWN = 'subscription { holdCountdown { holdId remainingSeconds expiresAt } }';
type Tick = { holdCountdown: { holdId: string; remainingSeconds: number; expiresAt: string } };
const SERVICE = 41;
const PING_MS = 1000;
const TIMEOUT_MS = 5000;
/** A request on a frozen path ends at the socket's cut (two pings) or at its own timeout, whichever is first. */
const ANSWER_MS = TIMEOUT_MS + 2000;
/** What the cart and countdown must meet after a fault: the ledger's holds within 20 s of it. */
const CATCH_UP_MS = 20_000;
const CASE_MS = 40_000;

const isFeed = (c: ProxiedConnection) => c.head.startsWith('GET /realtime') && /authorization: Bearer dev-public-site-token/i.test(c.head);
const isLiveHoldChannel = (c: ProxiedConnection) => c.head.startsWith('GET /realtime') && !isFeed(c) && !c.frozen;
/** A client's WebSocket text frame (FIN, opcode 1): a hello or a request, never a ping or pong. */
const isTextFrame = (bytes: Buffer) => bytes[0] === 0x81;

const live = holdStack({
  resort: () => startPostgresResortApi(),
  proxies: { network: startTcpFaultProxy },
  gateway: { UPSTREAM_PING_MS: PING_MS, UPSTREAM_TIMEOUT_MS: TIMEOUT_MS },
  browsers: ['maria'],
});
let ledgerAccess: { token: string; id: number };

beforeAll(async () => {
  ledgerAccess = await upstreamSession(live.resort.url, 'maria');
});

/** Maria's holds as resort-api's ledger has them, read straight from it, not through the gateway. */
async function ledger(): Promise<ChannelCartLine[]> {
  const response = await fetch(new URL(RESERVATION_PATHS.clientHolds(ledgerAccess.id), live.resort.url), { headers: { authorization: `Bearer ${ledgerAccess.token}` } });
  if (response.status !== 200) throw new Error(`ledger: ${response.status}`);
  return clientHoldsAnswer.parse(await response.json()).data;
}

/** A hold by what the viewer can check of it: the slot, its seats and the instant it lapses. */
const ledgerKeys = (lines: ChannelCartLine[]) => lines.map((l) => `${l.produto.id_event}:${l.quantidade}:${Date.parse(l.expira_em)}`).sort();
const cartKeys = (cart: Cart) => cart.lines.map((l) => `${l.slot.databaseId}:${l.quantity}:${Date.parse(l.expiresAt)}`).sort();
const seatsOn = (lines: ChannelCartLine[], eventId: number) => lines.filter((l) => l.produto.id_event === eventId).reduce((sum, l) => sum + l.quantidade, 0);

const firstSlot = async (date: string) => (await live.slotsOf(SERVICE, date)).slots[0]!;

describe('a hold made while the viewer’s hold channel is frozen', () => {
  it.each([
    // The path froze before the request left: it never reaches resort-api.
    ['before the request left', (proxy: TcpFaultProxy) => (expect(proxy.freeze(isLiveHoldChannel)).toBe(1), () => true), 20],
    // The request reached resort-api and was applied; its answer never comes back.
    ['after the request reached resort-api', (proxy: TcpFaultProxy) => {
      const armed = proxy.freezeAfterNext(isLiveHoldChannel, isTextFrame);
      return () => armed.frozen;
    }, 22],
  ])('answers once within a bound, holds at most once, and the cart and countdown show the ledger: frozen %s', async (_name, fault, inDays) => {
    const [held, wanted] = [await firstSlot(lisbonDay(inDays)), await firstSlot(lisbonDay(inDays + 1))];
    const first = await hold(live.maria, held.id, 1);
    expect(first.userErrors).toEqual([]);
    const viewer = live.client({ browser: live.maria });
    const cart = new Results<{ timedCart: Cart }>(viewer, CART);
    const countdown = new Results<Tick>(viewer, COUNTDOWN);
    await cart.next((v) => v.timedCart.count === 1);
    await countdown.next();
    const before = await ledger();
    expect(before).toHaveLength(1);

    const froze = fault(live.network);
    const faultAt = Date.now();
    const answer = await hold(live.maria, wanted.id, 1);
    const answeredIn = Date.now() - faultAt;
    expect(answeredIn).toBeLessThan(ANSWER_MS);
    expect(froze()).toBe(true);
    // Either it held the seat, or it says it could not tell: never a refusal for another reason.
    if (answer.userErrors.length > 0) expect(answer.userErrors.map((e) => e.code)).toEqual(['CONNECTION_PROBLEM']);
    else expect(answer.cart?.count).toBe(2);

    // Within 20 s of the fault the open cart shows the ledger's holds, with their expiry...
    // The mutation has answered: whatever reached resort-api is in its ledger by now.
    const truth = JSON.stringify(ledgerKeys(await ledger()));
    const shown = await cart.next((v) => JSON.stringify(cartKeys(v.timedCart)) === truth, { ms: Math.max(1, faultAt + CATCH_UP_MS - Date.now()) });
    // ...and the countdown counts exactly those holds down, to the same instants.
    const expiries = new Map(shown.timedCart.lines.map((l) => [l.id, Date.parse(l.expiresAt)]));
    const ticksFrom = countdown.values.length;
    for (const [id, expiresAt] of expiries) {
      await countdown.next((t) => t.holdCountdown.holdId === id && Date.parse(t.holdCountdown.expiresAt) === expiresAt, { from: ticksFrom, ms: Math.max(1, faultAt + CATCH_UP_MS - Date.now()) });
    }
    const strikeFrom = countdown.values.length;
    await until(() => countdown.values.length >= strikeFrom + expiries.size, 'the next strike of the countdown', 3000);
    for (const tick of countdown.values.slice(strikeFrom)) expect(expiries.get(tick.holdCountdown.holdId)).toBe(Date.parse(tick.holdCountdown.expiresAt));
    expect(Date.now() - faultAt).toBeLessThan(CATCH_UP_MS);

    // The seat is held at most once (exactly once when the mutation said so), and stays so after
    // the channel reopened: nothing re-sent the request.
    await until(() => live.network.connections.some((c) => isLiveHoldChannel(c) && c.fromServer.includes('update_list')), 'a reopened channel');
    const after = await ledger();
    expect(seatsOn(after, held.databaseId)).toBe(1);
    expect(seatsOn(after, wanted.databaseId)).toBeLessThanOrEqual(1);
    if (answer.userErrors.length === 0) expect(seatsOn(after, wanted.databaseId)).toBe(1);
    expect(JSON.stringify(ledgerKeys(after))).toBe(truth);
  }, CASE_MS);
});
