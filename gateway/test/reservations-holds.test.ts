import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/kernel/global-id.ts';
import { startTestGateway } from './harness.ts';
import {
  EXTEND,
  HOLD,
  RELEASE,
  Results,
  cartOf,
  hold,
  lisbonDay,
  setTimerSettings,
  signedInBrowser,
  startPrivateResortApi,
  CART_FIELDS,
  type Cart,
  type HoldAnswer,
} from './hold-harness.ts';
import { holdStack } from './hold-stack.ts';

/**
 * The hold bridge end to end (spec 002 §4, §5, §8): browsers and graphql-ws clients on a real
 * gateway, over HTTP and WebSocket to a real resort-api and its realtime channel.
 */

const live = holdStack({ resort: startPrivateResortApi, browsers: ['maria', 'joao'] });
const DAY = lisbonDay(3);
const BILLING = { name: 'Maria Cliente', vat: '', email: 'cliente@estancia.pt', mobilePhone: '912345678', address: 'Rua da Serra 1', locality: 'Fundão', postalCode: '6230-000', country: 'Portugal' };

const slotsOf = (productId: number, date = DAY) => live.slotsOf(productId, date);

describe('holds for visitors', () => {
  it('refuses a visitor’s hold with NOT_SIGNED_IN, gives them no timed cart, and no hold subscription', async () => {
    const { slots } = await slotsOf(41);
    const answer = await live.gateway.query<{ holdSlot: HoldAnswer }>(HOLD, { variables: { input: { slotId: slots[0]!.id, quantity: 1 } } });
    expect(answer.data?.holdSlot).toEqual({ cart: null, userErrors: [{ code: 'NOT_SIGNED_IN', field: [], message: 'Tem de iniciar sessão para continuar.' }] });
    expect((await live.gateway.query('query { timedCart { count } }')).data).toEqual({ timedCart: null });
    const visitor = live.client();
    for (const query of ['subscription { timedCart { count } }', 'subscription { holdCountdown { holdId } }', 'subscription { holdEvents { __typename } }']) {
      const results = new Results(visitor, query);
      await expect(results.next()).rejects.toThrow(/UNAUTHENTICATED|sign in/);
    }
    expect((await slotsOf(41)).slots[0]!.remaining).toBe(slots[0]!.remaining);
  });
});

describe('holding, releasing and extending', () => {
  it('shows a hold in its payload, in the timedCart subscription and in the listing’s seats; a release gives them back', async () => {
    const service = await slotsOf(43);
    const slot = service.slots[1]!;
    const listing = new Results<{ slotAvailability: Array<{ id: string; remaining: number }> }>(
      live.client(),
      'subscription Seats($id: ID!, $date: Date!) { slotAvailability(serviceId: $id, date: $date) { id remaining } }',
      { id: service.id, date: DAY },
    );
    const before = await listing.next();
    expect(before.slotAvailability.find((s) => s.id === slot.id)?.remaining).toBe(slot.remaining);
    const carts = new Results<{ timedCart: Cart }>(live.client({ browser: live.maria }), `subscription { timedCart { ${CART_FIELDS} } }`);
    expect((await carts.next()).timedCart.lines).toEqual([]);

    const held = await hold(live.maria, slot.id, 2);
    expect(held.userErrors).toEqual([]);
    const [line] = held.cart!.lines;
    expect(line).toMatchObject({ name: 'Massagem com pedras quentes', quantity: 2, renewalsLeft: 10, slot: { id: slot.id, databaseId: slot.databaseId } });
    // The price of one seat with VAT, as the listing shows it and the order bills it (52.846 net + 23%).
    expect(line!.unitPrice).toEqual({ amount: '65.01', currency: 'EUR' });
    expect(line!.unitPrice).toEqual(line!.slot.price);
    expect(Date.parse(line!.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(held.cart).toMatchObject({ count: 1, maxItems: 3 });

    expect((await carts.next((c) => c.timedCart.lines.length === 1)).timedCart.lines[0]).toEqual(line);
    const dropped = await listing.next((v) => v.slotAvailability.find((s) => s.id === slot.id)?.remaining === slot.remaining - 2);
    expect(dropped.slotAvailability.filter((s) => s.id !== slot.id)).toEqual(before.slotAvailability.filter((s) => s.id !== slot.id));
    expect(await cartOf(live.maria)).toEqual(held.cart);

    const partly = await live.maria.query<{ releaseHold: HoldAnswer }>(RELEASE, { input: { holdId: line!.id, quantity: 1 } });
    expect(partly.data?.releaseHold.cart?.lines.map((l) => l.quantity)).toEqual([1]);
    await listing.next((v) => v.slotAvailability.find((s) => s.id === slot.id)?.remaining === slot.remaining - 1);
    const released = await live.maria.query<{ releaseHold: HoldAnswer }>(RELEASE, { input: { holdId: line!.id } });
    expect(released.data?.releaseHold).toMatchObject({ cart: { count: 0, lines: [] }, userErrors: [] });
    await listing.next((v) => v.slotAvailability.find((s) => s.id === slot.id)?.remaining === slot.remaining);
    await carts.next((c) => c.timedCart.lines.length === 0, { from: 2 });
  });

  it('refuses bad input and the resort’s refusals with typed user errors, and changes nothing', async () => {
    const spa = await slotsOf(41);
    const slot = spa.slots[0]!;
    const refusal = async (input: Record<string, unknown>, mutation = HOLD) => {
      const answer = await live.maria.query<Record<string, HoldAnswer>>(mutation, { input });
      const payload = Object.values(answer.data ?? {})[0];
      expect(payload?.cart).toBeNull();
      return payload?.userErrors.map(({ code, field }) => ({ code, field }));
    };
    expect(await refusal({ slotId: slot.id, quantity: 0 })).toEqual([{ code: 'INVALID_SEAT_QUANTITY', field: ['quantity'] }]);
    expect(await refusal({ slotId: slot.id, quantity: -2 })).toEqual([{ code: 'INVALID_SEAT_QUANTITY', field: ['quantity'] }]);
    expect(await refusal({ slotId: toGlobalId('TimeSlot', 99_999_999), quantity: 1 })).toEqual([{ code: 'UNKNOWN_SLOT', field: ['slotId'] }]);
    expect(await refusal({ slotId: 'not-an-id', quantity: 1 })).toEqual([{ code: 'UNKNOWN_SLOT', field: ['slotId'] }]);
    expect(await refusal({ slotId: slot.id, quantity: slot.capacity + 1 })).toEqual([{ code: 'INVALID_SEAT_QUANTITY', field: ['quantity'] }]);
    expect(await refusal({ slotId: slot.id, quantity: 101 })).toEqual([{ code: 'INVALID_SEAT_QUANTITY', field: ['quantity'] }]);
    // The message names the rule of seats, not the shop cart's 0 to 99.
    const seats = await live.maria.query<{ holdSlot: HoldAnswer }>(HOLD, { input: { slotId: slot.id, quantity: 0 } });
    expect(seats.data?.holdSlot.userErrors[0]?.message).toBe(
      'O número de lugares tem de ser um número inteiro de 1 a 100, sem ultrapassar os lugares do horário (ou, ao devolver lugares, os que tem reservados).',
    );
    expect(await refusal({ holdId: toGlobalId('Hold', 99_999_999) }, RELEASE)).toEqual([{ code: 'UNKNOWN_HOLD', field: ['holdId'] }]);
    expect(await refusal({ holdId: toGlobalId('Hold', 99_999_999) }, EXTEND)).toEqual([{ code: 'UNKNOWN_HOLD', field: ['holdId'] }]);

    // Someone else's hold is no hold of hers; and the seats he holds are not hers to take.
    const joaos = await hold(live.joao, slot.id, slot.remaining - 1);
    expect(await refusal({ slotId: slot.id, quantity: 2 })).toEqual([{ code: 'SLOT_FULL', field: ['quantity'] }]);
    const joaoLine = joaos.cart!.lines[0]!;
    expect(await refusal({ holdId: joaoLine.id }, RELEASE)).toEqual([{ code: 'UNKNOWN_HOLD', field: ['holdId'] }]);
    expect(await refusal({ holdId: joaoLine.id }, EXTEND)).toEqual([{ code: 'UNKNOWN_HOLD', field: ['holdId'] }]);
    expect((await cartOf(live.joao))?.lines).toEqual([joaoLine]);

    // spec 002 §7 collision: the thermal circuit (41, 10:00–12:00) and the hammam (44, 11:00) overlap.
    expect((await hold(live.maria, slot.id, 1)).userErrors).toEqual([]);
    const hammam = (await slotsOf(44)).slots.find((s) => s.startTime === '11:00')!;
    expect(await refusal({ slotId: hammam.id, quantity: 1 })).toEqual([{ code: 'SLOT_COLLISION', field: ['slotId'] }]);
    expect((await cartOf(live.maria))?.count).toBe(1);
    expect((await slotsOf(41)).slots[0]!.remaining).toBe(0);
  });

  it('refuses a timed item over the limit with the maximum in the message (spec 002 §5)', async () => {
    const { slots } = await slotsOf(45);
    for (const slot of slots.slice(0, 3)) expect((await hold(live.maria, slot.id, 1)).userErrors).toEqual([]);
    const fourth = await hold(live.maria, slots[3]!.id, 1);
    expect(fourth.userErrors).toEqual([{ code: 'TIMED_ITEM_LIMIT', field: ['slotId'], message: 'Só pode ter 3 produtos com horário no carrinho.' }]);
    expect((await cartOf(live.maria))?.count).toBe(3);
    expect((await slotsOf(45)).slots[3]!.remaining).toBe(slots[3]!.remaining);
  });

  it('extends a hold: the countdown starts again, the seats stay, one renewal fewer; ticks follow the new expiry', async () => {
    const { slots } = await slotsOf(46);
    const held = (await hold(live.maria, slots[2]!.id, 3)).cart!.lines[0]!;
    const ticks = new Results<{ holdCountdown: { holdId: string; remainingSeconds: number; expiresAt: string } }>(
      live.client({ browser: live.maria }),
      'subscription { holdCountdown { holdId remainingSeconds expiresAt } }',
    );
    const tick = (await ticks.next()).holdCountdown;
    expect(tick.holdId).toBe(held.id);
    expect(tick.expiresAt).toBe(held.expiresAt);
    expect(tick.remainingSeconds).toBeGreaterThan(200);
    expect(tick.remainingSeconds).toBeLessThanOrEqual(300);

    // A later tick counts a second less: the hold has run for a while before it is extended.
    await ticks.next((t) => t.holdCountdown.remainingSeconds < tick.remainingSeconds);
    const extended = await live.maria.query<{ extendHold: HoldAnswer }>(EXTEND, { input: { holdId: held.id } });
    const line = extended.data?.extendHold.cart?.lines[0];
    expect(extended.data?.extendHold.userErrors).toEqual([]);
    expect(line).toMatchObject({ id: held.id, quantity: 3, renewalsLeft: 9 });
    expect(Date.parse(line!.expiresAt)).toBeGreaterThan(Date.parse(held.expiresAt));
    await ticks.next((t) => t.holdCountdown.expiresAt === line!.expiresAt);
    expect((await slotsOf(46)).slots[2]!.remaining).toBe(slots[2]!.remaining - 3);
  });
});

describe('buying holds', () => {
  it('sells a hold to the order that pays it: the line leaves the cart and its seats stay taken', async () => {
    const { slots } = await slotsOf(43, lisbonDay(5));
    const slot = slots[0]!;
    const held = (await hold(live.maria, slot.id, 2)).cart!.lines[0]!;
    const placed = await live.maria.query<{ placeOrder: { order: { lines: Array<{ quantity: number }> } | null; userErrors: Array<{ code: string }> } }>(
      'mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { lines { quantity } } userErrors { code } } }',
      {
        input: {
          idempotencyKey: randomUUID(),
          lines: [],
          holdIds: [held.id],
          billing: BILLING,
          paymentMethod: 'CARD',
          termsAccepted: true,
        },
      },
    );
    expect(placed.data?.placeOrder.userErrors).toEqual([]);
    expect(placed.data?.placeOrder.order?.lines.map((l) => l.quantity)).toEqual([2]);
    expect((await cartOf(live.maria))?.lines).toEqual([]);
    expect((await slotsOf(43, lisbonDay(5))).slots[0]!.remaining).toBe(slot.remaining - 2);
    // A sold hold is no longer the viewer's to give back.
    const release = await live.maria.query<{ releaseHold: HoldAnswer }>(RELEASE, { input: { holdId: held.id } });
    expect(release.data?.releaseHold.userErrors.map((e) => e.code)).toEqual(['UNKNOWN_HOLD']);
    expect((await slotsOf(43, lisbonDay(5))).slots[0]!.remaining).toBe(slot.remaining - 2);
  });
});

describe('hold events', () => {
  it('passes the resort’s success and error messages on in the viewer’s language', async () => {
    const en = await signedInBrowser(live.gateway, 'maria', 'en');
    const ws = live.client({ browser: en, language: 'en' });
    const events = new Results<{ holdEvents: { __typename: string; success?: boolean; message?: string } }>(
      ws,
      'subscription { holdEvents { __typename ... on HoldNotice { success message } } }',
    );
    // Once the cart came, both subscriptions listen on the viewer's channel.
    await new Results(ws, 'subscription { timedCart { count } }').next();
    const { slots } = await slotsOf(47);
    expect((await hold(en, slots[0]!.id, 1)).userErrors).toEqual([]);
    const success = (await events.next((e) => e.holdEvents.success === true)).holdEvents;
    expect(success.__typename).toBe('HoldNotice');
    expect(success.message).toMatch(/[A-Za-z]/);
    expect((await hold(en, slots[1]!.id, 99)).userErrors.map((e) => e.code)).toEqual(['INVALID_SEAT_QUANTITY']);
    const error = (await events.next((e) => e.holdEvents.success === false)).holdEvents;
    expect(error.message).not.toBe(success.message);
  });

  it('tells the holder when a hold lapses, by the product’s name; the line leaves the cart and the seats come back', async () => {
    await setTimerSettings(live.resort.url, { time_count_down: 0.05 });
    try {
      const en = await signedInBrowser(live.gateway, 'maria', 'en');
      const service = await slotsOf(42);
      const slot = service.slots[0]!;
      const ws = live.client({ browser: en, language: 'en' });
      const events = new Results<{ holdEvents: { __typename: string; holdId?: string; productName?: string } }>(
        ws,
        'subscription { holdEvents { __typename ... on HoldExpired { holdId productName } } }',
      );
      const carts = new Results<{ timedCart: Cart }>(ws, 'subscription { timedCart { count } }');
      const listing = new Results<{ slotAvailability: Array<{ id: string; remaining: number }> }>(
        live.client(),
        'subscription Seats($id: ID!, $date: Date!) { slotAvailability(serviceId: $id, date: $date) { id remaining } }',
        { id: service.id, date: DAY },
      );
      await listing.next();
      await carts.next();
      const held = (await hold(en, slot.id, 2)).cart!.lines[0]!;
      await listing.next((v) => v.slotAvailability[0]!.remaining === slot.remaining - 2);
      const expired = await events.next((e) => e.holdEvents.__typename === 'HoldExpired', { ms: 10_000 });
      expect(expired.holdEvents).toEqual({ __typename: 'HoldExpired', holdId: held.id, productName: 'Relaxing massage' });
      await carts.next((c) => c.timedCart.count === 0, { from: 1 });
      await listing.next((v) => v.slotAvailability[0]!.remaining === slot.remaining, { from: 1 });
      expect(events.values.filter((e) => e.holdEvents.__typename === 'HoldExpired')).toHaveLength(1);
    } finally {
      await setTimerSettings(live.resort.url, {});
    }
  });
});

describe('a session’s pace of hold mutations', () => {
  it('refuses the excess of one session’s burst with TOO_MANY_ATTEMPTS, while another customer holds as usual', async () => {
    // Two at once and five a minute per account, so which of the burst get through does not depend on timing.
    const paced = await startTestGateway({ RESORT_API_URL: live.resort.url, HOLD_REQUESTS_IN_FLIGHT: 2, HOLD_REQUESTS_PER_MINUTE: 5 });
    try {
      const [flooder, other] = await Promise.all([signedInBrowser(paced, 'maria', 'en'), signedInBrowser(paced, 'joao')]);
      const { slots } = await slotsOf(47);
      const burst = Array.from({ length: 60 }, () => flooder.query<{ holdSlot: HoldAnswer }>(HOLD, { input: { slotId: slots[0]!.id, quantity: 1 } }));
      const theirs = await hold(other, slots[1]!.id, 1);
      const payloads = (await Promise.all(burst)).map((answer) => answer.data?.holdSlot);
      const codes = payloads.map((payload) => payload?.userErrors[0]?.code ?? 'held');
      expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS').length).toBeGreaterThanOrEqual(55);
      expect(codes).not.toContain('CONNECTION_PROBLEM');
      expect(payloads.find((p) => p?.userErrors[0]?.code === 'TOO_MANY_ATTEMPTS')).toEqual({
        cart: null,
        userErrors: [{ code: 'TOO_MANY_ATTEMPTS', field: [], message: 'Too many attempts. Please try again in a few minutes.' }],
      });
      expect(theirs.userErrors).toEqual([]);
      expect(theirs.cart?.lines.map((line) => line.slot.id)).toEqual([slots[1]!.id]);
      // What got through was held over a channel that stayed open.
      expect((await cartOf(flooder))?.lines.every((line) => line.slot.id === slots[0]!.id)).toBe(true);
      expect(codes).toContain('held');
    } finally {
      await paced.close();
    }
  });
});
