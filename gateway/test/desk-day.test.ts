import { randomUUID } from 'node:crypto';
import { errorMessage, type ErrorCode } from '@estancia/validation';
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from './browser-session.ts';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';
import { WALK_IN } from './desk-support.ts';
import { checkIn, DESK_DAY, DESK_DAY_UPDATES, dayOf, refund, sellAtDesk, slotIn, startClockedResortApi, type Booking, type ClockedResortApi, type Day, type Sale } from './desk-day-support.ts';
import { emptyCart, hold, lisbonDay, Results, SLOTS, signedInBrowser, type SlotsAnswer, upstreamSession, wsClient } from './hold-harness.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * The desk's day through the gateway, against the real resort-api: the day's list per slot with
 * its seats, live; check-in by the receipt's code; refunds at the counter; every refusal typed and
 * worded in the clerk's language (pt, en, es, fr), with nothing changed; anyone but staff refused.
 */

const LANGUAGES = ['pt', 'en', 'es', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];
const LOCALES: Record<Language, string> = { pt: 'pt-PT', en: 'en-GB', es: 'es-ES', fr: 'fr-FR' };
const DAY = lisbonDay(2);
const NEXT_DAY = lisbonDay(3);
/** The thermal circuit (SPA, 12 seats, every two hours from 10:00). */
const SERVICE = 41;

let resort: ClockedResortApi;
let proxy: CountingProxy;
let gateway: TestGateway;
let staff: Record<Language, BrowserSession>;
let maria: BrowserSession;
let mariaId: number;
const clients: Client[] = [];

/** The catalogue's message of `code` with its values, in `language`: each placeholder's value must contain `parts[name]`. */
function expectMessage(message: string, code: ErrorCode, language: Language, parts: Record<string, string> = {}) {
  const template = errorMessage(code, language);
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => (names.push(name), '(.+)'));
  const match = new RegExp(`^${pattern}$`).exec(message);
  expect(match, `${message} ≠ ${template}`).not.toBeNull();
  names.forEach((name, i) => expect(match?.[i + 1]).toContain(parts[name] ?? ''));
}

const clock = (instant: string, language: Language) => new Intl.DateTimeFormat(LOCALES[language], { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Lisbon' }).format(new Date(instant));
const longDay = (day: string, language: Language) => new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The sale's booking in its slot; undefined while the day does not list it. */
const findBooking = (day: Day, sale: Sale): Booking | undefined => slotIn(day, sale.slot).bookings.find((each) => each.orderNumber === sale.number);

function bookingOf(day: Day, sale: Sale): Booking {
  const booking = findBooking(day, sale);
  if (!booking) throw new Error(`no booking of ${sale.number} in slot ${sale.slot}`);
  return booking;
}

beforeAll(async () => {
  resort = await startClockedResortApi();
  proxy = await startCountingProxy(resort.url);
  gateway = await startTestGateway({ RESORT_API_URL: proxy.url });
  const sessions = await Promise.all(LANGUAGES.map((language) => signedInBrowser(gateway, 'staff', language)));
  staff = Object.fromEntries(LANGUAGES.map((language, i) => [language, sessions[i]!])) as Record<Language, BrowserSession>;
  maria = await signedInBrowser(gateway, 'maria');
  mariaId = (await upstreamSession(resort.url, 'maria')).id;
});

afterEach(async () => {
  resort.setAhead(0);
  for (const c of clients.splice(0)) await c.dispose();
  await emptyCart(staff.pt);
});

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await resort?.close();
});

describe('the desk’s day', () => {
  it('lists a desk sale under its slot with the slot’s seats and its entrance tickets, live, and checks it in by the receipt’s code once', async () => {
    const watcher = wsClient(gateway.url, { browser: staff.pt });
    clients.push(watcher);
    const live = new Results<{ deskDay: Day }>(watcher, DESK_DAY_UPDATES, { date: DAY });
    const before = (await live.next()).deskDay;

    const sale = await sellAtDesk(gateway, staff.pt, { productId: SERVICE, index: 0, date: DAY, seats: 2, tickets: 1 });
    // The sale shows once paid (it is placed, then paid at the desk), with its entrance ticket.
    const paid = (bookings: Booking[]) => bookings.some((b) => b.orderNumber === sale.number && b.paymentStatus === 'PAID');
    const seen = (await live.next((v) => paid(slotIn(v.deskDay, sale.slot).bookings) && paid(v.deskDay.entrances.flatMap((e) => e.bookings)))).deskDay;
    const slot = slotIn(seen, sale.slot);
    const beforeSlot = slotIn(before, sale.slot);
    expect({ sold: slot.sold, free: slot.free }).toEqual({ sold: beforeSlot.sold + 2, free: beforeSlot.free - 2 });
    expect(bookingOf(seen, sale)).toMatchObject({ orderId: sale.orderId, customerName: WALK_IN.name, quantity: 2, origin: 'DESK', paymentStatus: 'PAID', checkedInAt: null, checkedInBy: null, refundable: true });
    expect(seen.entrances.flatMap((e) => e.bookings).find((b) => b.orderNumber === sale.number)).toMatchObject({ quantity: 1, origin: 'DESK', paymentStatus: 'PAID' });
    expect(await dayOf(staff.pt, DAY)).toEqual(seen);

    // Two clerks check the same booking in at once: one check-in is recorded, the other is told.
    const slotId = slot.id;
    const [first, second] = await Promise.all([checkIn(staff.pt, { code: sale.code.toLowerCase(), date: DAY, slotId }), checkIn(staff.en, { code: ` ${sale.code} `, date: DAY, slotId })]);
    const done = [first, second].find((answer) => answer.userErrors.length === 0);
    const told = [first, second].find((answer) => answer.userErrors.length > 0);
    expect(done?.bookings).toHaveLength(1);
    const arrival = done!.bookings[0]!;
    const viewer = await staff.pt.query<{ viewer: { account: { name: string } } }>('query { viewer { account { name } } }');
    expect(arrival).toMatchObject({ orderNumber: sale.number, quantity: 2, checkedInBy: viewer.data?.viewer.account.name });
    expect(told?.bookings).toEqual([]);
    expect(told?.userErrors.map((e) => [e.code, e.field])).toEqual([['ALREADY_CHECKED_IN', ['code']]]);
    const afterFirst = await live.next((v) => !!findBooking(v.deskDay, sale)?.checkedInAt);
    expect(bookingOf(afterFirst.deskDay, sale)).toMatchObject({ checkedInAt: arrival.checkedInAt, checkedInBy: arrival.checkedInBy });

    // Again, in every language: when and by whom, and nothing changes.
    for (const language of LANGUAGES) {
      const again = await checkIn(staff[language], { code: sale.code, date: DAY, slotId });
      expect(again.userErrors).toHaveLength(1);
      expect(again.userErrors[0]?.code).toBe('ALREADY_CHECKED_IN');
      expectMessage(again.userErrors[0]!.message, 'ALREADY_CHECKED_IN', language, { time: clock(arrival.checkedInAt!, language), clerk: arrival.checkedInBy! });
    }
    expect(bookingOf(await dayOf(staff.pt, DAY), sale)).toMatchObject({ checkedInAt: arrival.checkedInAt, checkedInBy: arrival.checkedInBy });
  });

  it('refuses malformed, unknown, other-day, other-slot and unpaid codes with their typed errors in four languages, and changes nothing', async () => {
    const sale = await sellAtDesk(gateway, staff.pt, { productId: SERVICE, index: 1, date: DAY, seats: 1 });
    const day = await dayOf(staff.pt, DAY);
    const otherSlot = day.services.flatMap((s) => s.slots).find((s) => s.databaseId !== sale.slot);
    // An order waiting for payment (a card payment not made): its receipt names it by number.
    const unpaid = await maria.query<{ placeOrder: { order: { number: string } | null; userErrors: unknown[] } }>(
      'mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { number } userErrors { code field message } } }',
      { input: { idempotencyKey: randomUUID(), lines: [], entrance: [{ productId: 51, quantity: 1, date: DAY }], billing: { name: 'Maria', email: 'cliente@estancia.pt', vat: '' }, paymentMethod: 'CARD', termsAccepted: true } },
    );
    const unpaidNumber = unpaid.data?.placeOrder.order?.number;
    expect(unpaidNumber, JSON.stringify(unpaid)).toBeTruthy();
    const unchanged = await dayOf(staff.pt, DAY);

    const cases: Array<{ input: Record<string, unknown>; code: ErrorCode; field: string; parts?: (language: Language) => Record<string, string> }> = [
      { input: { code: 'not a code', date: DAY }, code: 'RECEIPT_CODE_MALFORMED', field: 'code' },
      { input: { code: 'EST12', date: DAY }, code: 'RECEIPT_CODE_MALFORMED', field: 'code' },
      { input: { code: 'ESTFFFFFFFF', date: DAY }, code: 'RECEIPT_CODE_UNKNOWN', field: 'code' },
      { input: { code: sale.code, date: NEXT_DAY }, code: 'CHECK_IN_OTHER_DAY', field: 'date', parts: (language) => ({ date: longDay(DAY, language) }) },
      { input: { code: sale.code, date: DAY, slotId: otherSlot!.id }, code: 'CHECK_IN_OTHER_SLOT', field: 'slotId', parts: () => ({ slot: slotIn(day, sale.slot).startTime }) },
      { input: { code: unpaidNumber, date: DAY }, code: 'CHECK_IN_UNPAID', field: 'code' },
    ];
    for (const { input, code, field, parts } of cases) {
      for (const language of LANGUAGES) {
        const answer = await checkIn(staff[language], input);
        expect([answer.bookings, answer.userErrors.map((e) => [e.code, e.field])], `${code} ${language}`).toEqual([[], [[code, [field]]]]);
        expectMessage(answer.userErrors[0]!.message, code, language, parts?.(language));
      }
    }
    expect(await dayOf(staff.pt, DAY)).toEqual(unchanged);
  });

  it('refunds a paid sale before its slot starts: refunded (grey) in the customer’s history, seats back live; twice, unpaid or after the start is refused in four languages', async () => {
    const sale = await sellAtDesk(gateway, staff.pt, { productId: SERVICE, index: 2, date: DAY, seats: 3, customerId: mariaId });
    const listing = wsClient(gateway.url, { browser: maria });
    const desk = wsClient(gateway.url, { browser: staff.pt });
    clients.push(listing, desk);
    const dayBefore = await dayOf(staff.pt, DAY);
    const slotBefore = slotIn(dayBefore, sale.slot);
    const service = await gateway.query<{ service: { id: string } }>('query S($id: Int!) { service(databaseId: $id) { id } }', { variables: { id: SERVICE } });
    const seats = new Results<{ slotAvailability: Array<{ databaseId: number; remaining: number }> }>(
      listing,
      'subscription Seats($id: ID!, $date: Date!) { slotAvailability(serviceId: $id, date: $date) { databaseId remaining } }',
      { id: service.data?.service.id, date: DAY },
    );
    const remaining = (v: { slotAvailability: Array<{ databaseId: number; remaining: number }> }) => v.slotAvailability.find((s) => s.databaseId === sale.slot)?.remaining;
    expect(remaining(await seats.next())).toBe(slotBefore.free);
    const live = new Results<{ deskDay: Day }>(desk, DESK_DAY_UPDATES, { date: DAY });
    await live.next();

    // Bad input first: nothing is refunded.
    expect((await refund(staff.pt, { orderId: sale.orderId, reason: '   ' })).userErrors.map((e) => [e.code, e.field])).toEqual([['REQUIRED', ['reason']]]);
    expect((await refund(staff.pt, { orderId: 'not-an-order', reason: 'x' })).userErrors.map((e) => [e.code, e.field])).toEqual([['INCORRECT_REQUEST', ['orderId']]]);
    expect(bookingOf(await dayOf(staff.pt, DAY), sale).paymentStatus).toBe('PAID');

    const done = await refund(staff.pt, { orderId: sale.orderId, reason: 'Cliente desistiu' });
    expect(done).toEqual({ order: { id: sale.orderId, number: sale.number, paymentStatus: 'REFUNDED' }, userErrors: [] });
    // The seats come back to the customer's open listing and to the desk's day, with no read by either.
    expect(remaining(await seats.next((v) => remaining(v) === slotBefore.free + 3))).toBe(slotBefore.free + 3);
    const after = (await live.next((v) => findBooking(v.deskDay, sale)?.paymentStatus === 'REFUNDED')).deskDay;
    expect(slotIn(after, sale.slot)).toMatchObject({ sold: slotBefore.sold - 3, free: slotBefore.free + 3 });
    expect(bookingOf(after, sale).refundable).toBe(false);
    // spec 002 §4: -2, grey "refunded", in the customer's purchase history.
    const history = await maria.query<{ viewer: { account: { orders: { edges: Array<{ node: { id: string; paymentStatus: string } }> } } } }>(
      'query { viewer { account { orders(first: 50) { edges { node { id paymentStatus } } } } } }',
    );
    expect(history.data?.viewer.account.orders.edges.find((e) => e.node.id === sale.orderId)?.node.paymentStatus).toBe('REFUNDED');

    const other = await sellAtDesk(gateway, staff.pt, { productId: SERVICE, index: 2, date: DAY, seats: 1 });
    const unpaid = await maria.query<{ placeOrder: { order: { id: string } | null } }>(
      'mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code } } }',
      { input: { idempotencyKey: randomUUID(), lines: [], entrance: [{ productId: 51, quantity: 1, date: DAY }], billing: { name: 'Maria', email: 'cliente@estancia.pt', vat: '' }, paymentMethod: 'CARD', termsAccepted: true } },
    );
    const unpaidId = unpaid.data?.placeOrder.order?.id;
    const started = await dayOf(staff.pt, DAY);
    const startsAt = started.services.flatMap((s) => s.slots).find((s) => s.databaseId === other.slot)!.startTime;
    const cases: Array<{ orderId: string; code: ErrorCode; ahead?: number; parts?: (language: Language) => Record<string, string> }> = [
      { orderId: sale.orderId, code: 'ALREADY_REFUNDED' },
      { orderId: unpaidId!, code: 'REFUND_NOT_PAID' },
      // The resort's clock two days on: the slot has started.
      { orderId: other.orderId, code: 'REFUND_SLOT_STARTED', ahead: 3 * 86_400_000, parts: () => ({ time: startsAt }) },
    ];
    for (const { orderId, code, ahead, parts } of cases) {
      resort.setAhead(ahead ?? 0);
      for (const language of LANGUAGES) {
        const answer = await refund(staff[language], { orderId, reason: 'Pedido do cliente' });
        expect([answer.order, answer.userErrors.map((e) => [e.code, e.field])], `${code} ${language}`).toEqual([null, [[code, ['orderId']]]]);
        expectMessage(answer.userErrors[0]!.message, code, language, parts?.(language));
      }
    }
    resort.setAhead(0);
    expect(bookingOf(await dayOf(staff.pt, DAY), other).paymentStatus).toBe('PAID');
  });
});

describe('the desk’s day, live', () => {
  it('three clerks watching the day: a seat change costs one read of the day, not one per clerk', async () => {
    const watchers = (['pt', 'en', 'es'] as const).map((language) => {
      const client = wsClient(gateway.url, { browser: staff[language] });
      clients.push(client);
      return new Results<{ deskDay: Day }>(client, DESK_DAY_UPDATES, { date: DAY });
    });
    const firsts = await Promise.all(watchers.map((watcher) => watcher.next()));
    const slots = await gateway.query<SlotsAnswer>(SLOTS, { variables: { id: SERVICE, date: DAY } });
    const slot = slots.data!.service!.slots[4]!;
    const heldBefore = slotIn(firsts[0]!.deskDay, slot.databaseId).held;

    proxy.reset();
    expect((await hold(staff.pt, slot.id, 1)).userErrors).toEqual([]);
    await Promise.all(watchers.map((watcher) => watcher.next((v) => slotIn(v.deskDay, slot.databaseId).held === heldBefore + 1)));
    expect(proxy.calls.filter((path) => path.startsWith(`/desk/day/${DAY}`))).toHaveLength(1);
  });
});

describe('anyone but staff', () => {
  it('a customer and a visitor are refused the day, check-in, refund and the live list, and nothing is stored', async () => {
    const sale = await sellAtDesk(gateway, staff.pt, { productId: SERVICE, index: 3, date: DAY, seats: 1 });
    const before = bookingOf(await dayOf(staff.pt, DAY), sale);
    const visitor = new BrowserSession(gateway);
    for (const [who, browser] of [['customer', maria], ['visitor', visitor]] as const) {
      const day = await browser.query<{ desk: unknown }>(DESK_DAY, { date: DAY });
      expect([who, day.data?.desk, day.errors?.map((e) => e.extensions?.['code'])]).toEqual([who, null, ['FORBIDDEN']]);
      const arrival = await checkIn(browser, { code: sale.code, date: DAY });
      expect([who, arrival.bookings, arrival.userErrors.map((e) => e.code)]).toEqual([who, [], ['FORBIDDEN']]);
      const refunded = await refund(browser, { orderId: sale.orderId, reason: 'x' });
      expect([who, refunded.order, refunded.userErrors.map((e) => e.code)]).toEqual([who, null, ['FORBIDDEN']]);
      const client = wsClient(gateway.url, who === 'customer' ? { browser } : {});
      clients.push(client);
      const live = new Results<{ deskDay: Day }>(client, DESK_DAY_UPDATES, { date: DAY });
      await expect(live.next()).rejects.toThrow(/FORBIDDEN/);
    }
    expect(bookingOf(await dayOf(staff.pt, DAY), sale)).toEqual(before);
    expect(before).toMatchObject({ paymentStatus: 'PAID', checkedInAt: null });
  });
});
