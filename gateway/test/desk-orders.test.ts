import { PAYMENT_METHODS } from '@estancia/resort-contract';
import { errorMessage } from '@estancia/validation';
import { describe, expect, it } from 'vitest';
import { startFaultingProxy } from './desk-faulting-proxy.ts';
import { WALK_IN, placeDesk, saleInput, seatsLeft, storedSale } from './desk-support.ts';
import { Results, cartOf, hold, lisbonDay, startPrivateResortApi } from './hold-harness.ts';
import { holdStack } from './hold-stack.ts';
import { LISTING, seatsIn, type Listing } from './live-seats-support.ts';

/**
 * placeDeskOrder (spec 002 §4 "Confirming a desk order") against the real resort-api and its
 * channel: the sale end to end on the same ledger as the website, one order per key, a failure
 * injected at each of the four upstream calls, and the refusals.
 */

const DAY = lisbonDay(3);
const TICKETS = { productId: 51, quantity: 2, date: DAY };
const desk = holdStack({ resort: startPrivateResortApi, proxies: { proxy: startFaultingProxy }, browsers: ['staff', 'maria'] });

async function slotOf(productId: number, index: number) {
  const service = await desk.slotsOf(productId, DAY);
  const slot = service.slots[index];
  if (!slot) throw new Error(`no slot ${index} of ${productId}: ${JSON.stringify(service)}`);
  return { serviceId: service.id, slot };
}

/** A customer's open listing of the service's seats on the day, as the website's page keeps it. */
const customerListing = (serviceId: string) => new Results<Listing>(desk.client({ browser: desk.maria }), LISTING, { id: serviceId, date: DAY });

/** The clerk holds seats through the same holdSlot as customers; answers the hold's id. */
async function staffHold(slotId: string, quantity: number): Promise<string> {
  const held = await hold(desk.staff, slotId, quantity);
  expect(held.userErrors).toEqual([]);
  return held.cart!.lines.find((line) => line.slot.id === slotId)!.id;
}

describe('a desk sale (spec 002 §4)', () => {
  it('sells a held slot and two entrance tickets, paid at the desk; a customer’s listing loses the seats live', async () => {
    const { serviceId, slot } = await slotOf(43, 1);
    const listing = customerListing(serviceId);
    const seatsOf = (v: Listing) => seatsIn(v, slot.id);
    expect(seatsOf(await listing.next())).toBe(slot.remaining);

    const holdId = await staffHold(slot.id, 1);
    await listing.next((v) => seatsOf(v) === slot.remaining - 1);
    const input = saleInput({ holdIds: [holdId], entrance: [TICKETS] });
    desk.proxy.calls.splice(0);
    const sale = await placeDesk(desk.staff, input);

    expect(sale.userErrors).toEqual([]);
    expect(sale.receipt).toMatchObject({
      billingName: WALK_IN.name,
      billingVat: '999999990',
      billingEmail: WALK_IN.email,
      order: { paymentMethod: 'DESK', paymentStatus: 'PAID' },
    });
    expect(sale.receipt!.order.number).toMatch(/^BAL\d{4}\/\d+$/);
    expect(sale.receipt!.order.lines.map((l) => [l.description, l.quantity])).toEqual([
      ['Entrada Aquapark', 2],
      ['Massagem com pedras quentes', 1],
    ]);
    expect(sale.receipt!.qrCode).toMatch(/^EST[0-9A-F]{8}$/);
    // The four calls of spec 002 §4, in order.
    const steps = desk.proxy.calls.filter((c) => /^POST \/store\/(order|payment\/notification\/status\/|payment\/checkout\/|purchase\/payment)$/.test(c));
    expect(steps).toEqual(['POST /store/order', 'POST /store/payment/notification/status/', 'POST /store/payment/checkout/', 'POST /store/purchase/payment']);

    // The resort API's record: a desk order, paid by its desk notification, with its tickets.
    const stored = await storedSale(desk.resort.url, input.idempotencyKey);
    expect(stored?.info).toMatchObject({ origin: 'desk', metodo_de_pagamento: PAYMENT_METHODS.desk, pagamento_pendente: 1, estado_pagamento: 1 });
    expect(stored?.info.qr).toHaveLength(2);
    expect(stored?.documento.user_info).toMatchObject({ id_user: null, name: WALK_IN.name, vat: '999999990' });

    // The seat is sold: gone from the customer's live listing for good, and from the clerk's cart.
    await listing.next((v) => seatsOf(v) === slot.remaining - 1);
    expect(await seatsLeft(desk.gateway, 43, DAY, slot.id)).toBe(slot.remaining - 1);
    expect((await cartOf(desk.staff))?.lines).toEqual([]);
  });

  it('places one order for one key, sent twice or at once', async () => {
    const input = saleInput({ entrance: [{ ...TICKETS, quantity: 1 }] });
    const first = await placeDesk(desk.staff, input);
    const again = await placeDesk(desk.staff, input);
    expect(first.userErrors).toEqual([]);
    expect(again).toEqual(first);

    const together = saleInput({ entrance: [{ ...TICKETS, quantity: 1 }] });
    desk.proxy.calls.splice(0);
    const [a, b] = await Promise.all([placeDesk(desk.staff, together), placeDesk(desk.staff, together)]);
    expect(a.userErrors).toEqual([]);
    expect(b).toEqual(a);
    expect(a.receipt!.order.number).not.toBe(first.receipt!.order.number);
    expect(desk.proxy.calls.filter((c) => c === 'POST /store/order')).toHaveLength(1);
  });

  it('refuses the key sent again with another name and five tickets (IDEMPOTENCY_KEY_REUSED), and stores nothing new', async () => {
    const reused = { receipt: null, userErrors: [{ code: 'IDEMPOTENCY_KEY_REUSED', field: ['idempotencyKey'], message: errorMessage('IDEMPOTENCY_KEY_REUSED', 'pt') }] };
    const input = saleInput({ entrance: [{ ...TICKETS, quantity: 1 }] });
    const first = await placeDesk(desk.staff, input);
    expect(first.userErrors).toEqual([]);

    desk.proxy.calls.splice(0);
    expect(await placeDesk(desk.staff, { ...input, billing: { ...WALK_IN, name: 'Outro Cliente' }, entrance: [{ ...TICKETS, quantity: 5 }] })).toEqual(reused);
    expect(await placeDesk(desk.staff, { ...input, billing: { ...WALK_IN, name: 'Outro Cliente' } })).toEqual(reused);
    expect(desk.proxy.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    // The key's order is the first sale, paid as it was sold.
    const stored = await storedSale(desk.resort.url, input.idempotencyKey);
    expect(stored?.documento.user_info.name).toBe(WALK_IN.name);
    expect(stored?.documento.linhas.map((l) => l.quantidade)).toEqual([1]);
    expect(stored?.info).toMatchObject({ pagamento_pendente: 1, estado_pagamento: 1 });
    // The same sale again is answered its receipt.
    expect(await placeDesk(desk.staff, input)).toEqual(first);

    // Two different sales under one key at once: one is sold, the other refused.
    const together = saleInput({ entrance: [{ ...TICKETS, quantity: 1 }] });
    desk.proxy.calls.splice(0);
    const answers = await Promise.all([placeDesk(desk.staff, together), placeDesk(desk.staff, { ...together, entrance: [{ ...TICKETS, quantity: 5 }] })]);
    expect(answers[0].userErrors).toEqual([]);
    expect(answers[1]).toEqual(reused);
    expect(desk.proxy.calls.filter((c) => c === 'POST /store/order')).toHaveLength(1);
    expect((await storedSale(desk.resort.url, together.idempotencyKey))?.documento.linhas.map((l) => l.quantidade)).toEqual([1]);
  });

  it('answers a total not above 0 with the order finalized error and stores nothing', async () => {
    desk.proxy.calls.splice(0);
    const input = saleInput({ entrance: [], holdIds: [] });
    const sale = await placeDesk(desk.staff, input);
    expect(sale).toEqual({ receipt: null, userErrors: [{ code: 'ORDER_FINALIZED_ERROR', field: [], message: errorMessage('ORDER_FINALIZED_ERROR', 'pt') }] });
    expect(desk.proxy.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    expect(await storedSale(desk.resort.url, input.idempotencyKey)).toBeNull();
  });
});

describe('a failure at each upstream step leaves no half-finished order (spec 002 §4)', () => {
  const STEPS = [
    ['the order', 'POST', '/store/order'],
    ['the payment notification', 'POST', '/store/payment/notification/status/'],
    ['the checkout', 'POST', '/store/payment/checkout/'],
    ['the purchase payment', 'POST', '/store/purchase/payment'],
  ] as const;

  it.each(STEPS)('when %s fails, the clerk reads why and the resort API keeps no unfinished order', async (_name, method, path) => {
    const { serviceId, slot } = await slotOf(41, 2);
    const listing = customerListing(serviceId);
    const seatsOf = (v: Listing) => seatsIn(v, slot.id);
    const holdId = await staffHold(slot.id, 1);
    await listing.next((v) => seatsOf(v) === slot.remaining - 1);
    const input = saleInput({ holdIds: [holdId], entrance: [TICKETS] });
    const mark = listing.values.length;
    desk.proxy.failNext(method, path);
    const sale = await placeDesk(desk.staff, input);
    expect(sale).toEqual({ receipt: null, userErrors: [{ code: 'ORDER_FAILED', field: [], message: errorMessage('ORDER_FAILED', 'pt') }] });

    const stored = await storedSale(desk.resort.url, input.idempotencyKey);
    if (path === '/store/order') {
      // Nothing reached the resort API: no order, and the clerk still holds the seat to try again.
      expect(stored).toBeNull();
      expect((await cartOf(desk.staff))?.lines.map((l) => l.id)).toEqual([holdId]);
      expect(await seatsLeft(desk.gateway, 41, DAY, slot.id)).toBe(slot.remaining - 1);
    } else {
      // The order was cancelled: no payment stands, no tickets, and its seat is back on sale.
      expect(stored?.info).toMatchObject({ origin: 'desk', pagamento_pendente: -1, estado_pagamento: 0 });
      expect(stored?.info.qr).toEqual([]);
      expect(await seatsLeft(desk.gateway, 41, DAY, slot.id)).toBe(slot.remaining);
      // Customers' open listings get the seat back without reloading.
      await listing.next((v) => seatsOf(v) === slot.remaining, { from: mark });
      // The same key again does not revive it.
      expect((await placeDesk(desk.staff, input)).userErrors.map((e) => e.code)).toEqual(['ORDER_FAILED']);
    }
  });
});

describe('only staff may sell at the desk (spec 002 §6)', () => {
  it('refuses a customer and a visitor with FORBIDDEN and stores nothing', async () => {
    const { slot } = await slotOf(43, 3);
    const held = await hold(desk.maria, slot.id, 1);
    const holdId = held.cart!.lines[0]!.id;
    const input = saleInput({ holdIds: [holdId], entrance: [TICKETS] });
    desk.proxy.calls.splice(0);
    for (const caller of [desk.maria, null]) {
      const answer = caller
        ? await placeDesk(caller, input)
        : (await desk.gateway.query<{ placeDeskOrder: unknown }>('mutation($input: PlaceDeskOrderInput!) { placeDeskOrder(input: $input) { receipt { qrCode } userErrors { code field message } } }', { variables: { input } })).data?.placeDeskOrder;
      expect(answer).toEqual({ receipt: null, userErrors: [{ code: 'FORBIDDEN', field: [], message: errorMessage('FORBIDDEN', 'pt') }] });
    }
    expect(desk.proxy.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    expect((await cartOf(desk.maria))?.lines.map((l) => l.id)).toEqual([holdId]);
    expect(await seatsLeft(desk.gateway, 43, DAY, slot.id)).toBe(slot.remaining - 1);
  });

  it('refuses a sale naming an unknown customer or a bad key, and stores nothing', async () => {
    desk.proxy.calls.splice(0);
    const unknown = await placeDesk(desk.staff, saleInput({ entrance: [TICKETS], customerId: 987654 }));
    expect(unknown.userErrors.map((e) => [e.code, e.field])).toEqual([['INCORRECT_REQUEST', ['customerId']]]);
    const badKey = await placeDesk(desk.staff, saleInput({ entrance: [TICKETS], idempotencyKey: 'x' }));
    expect(badKey.userErrors.map((e) => [e.code, e.field])).toEqual([['INCORRECT_REQUEST', ['idempotencyKey']]]);
    expect(desk.proxy.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
