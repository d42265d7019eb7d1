import { RESERVATION_PATHS, clientHoldsAnswer } from '@estancia/resort-contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HoldLedger, createHoldLedger } from '../src/reservations/hold-ledger.ts';
import { COMPANY, expectError } from './support/accounts.ts';
import { ENGINES, SEED_NOW } from './support/databases.ts';
import { holdItem, insertSlot, setTimerSettings } from './support/hold-fixtures.ts';
import { MINUTE, reservationFixture } from './support/reservations.ts';

const HOUR = 60 * MINUTE;

/** GET platform/holds/{id_client}: the channel's cart (spec 002 §4 update_list) over HTTP. */
describe.each(ENGINES)('a client\'s live holds on %s', (engine) => {
  const { api, clock, db, read } = reservationFixture(engine);
  let ledger: HoldLedger;
  const path = (clientId: number) => `/${RESERVATION_PATHS.clientHolds(clientId)}`;
  const holdsOf = (clientId: number, token?: string) => read(api().get(path(clientId), token), clientHoldsAnswer);
  /** Holds seats of a new slot for the client, at the clock's instant; answers the hold's id. */
  const holdSeats = async (clientId: number, quantity: number, hoursAhead: number) => {
    const slot = await insertSlot(db(), { startsAt: new Date(SEED_NOW.getTime() + hoursAhead * HOUR), capacity: 4 });
    const outcome = await ledger.hold(clientId, [holdItem(slot, clientId, quantity)], clock.now);
    if (!outcome.ok || outcome.holdIds[0] === undefined) throw new Error(`the hold was refused: ${JSON.stringify(outcome)}`);
    return { slot, holdId: outcome.holdIds[0] };
  };

  beforeAll(() => {
    ledger = createHoldLedger({ db: db(), companyCode: COMPANY });
  });
  beforeEach(async () => {
    clock.set(SEED_NOW);
    await setTimerSettings(db(), { minutes: 5, tolerance: 15, maxItems: 3 });
  });

  it('answers a session its own holds, and the site token any client\'s, as the channel\'s cart lines', async () => {
    const maria = await api().session('maria');
    const { slot, holdId } = await holdSeats(maria.id, 2, 48);
    clock.advance(90_500);

    const own = await holdsOf(maria.id, maria.token);
    expect(own.data).toEqual(await ledger.cart(maria.id, clock.now()));
    expect(own.data).toMatchObject([
      { prod_timer: holdId, id_user: maria.id, quantidade: 2, tempo: '03:30', renovacoes: 0, produto: { id_stock: slot.id, id_event: slot.eventId } },
    ]);
    expect(await holdsOf(maria.id)).toEqual(own);
    expect((await holdsOf(maria.id + 1_000_000)).data).toEqual([]);
  });

  it('refuses another entity\'s holds to a session token (403), and a call without a bearer (401)', async () => {
    const [maria, joao, balcao] = await Promise.all([api().session('maria'), api().session('joao'), api().session('balcao')]);
    await holdSeats(maria.id, 1, 50);

    expect(await expectError(await api().get(path(maria.id), joao.token), 403, 'forbidden')).toMatch(/own holds/);
    // The channel's rule: staff read a customer's cart through the site token, as the gateway does.
    await expectError(await api().get(path(maria.id), balcao.token), 403, 'forbidden');
    await expectError(await api().get(path(maria.id), null), 401, 'unauthorized');
    await expectError(await api().get('/platform/holds/abc'), 400, 'invalid_request');
  });

  it('leaves out a hold that has lapsed, and one given back', async () => {
    const joao = await api().session('joao');
    const { holdId: lapsing } = await holdSeats(joao.id, 1, 52);
    clock.advance(2 * MINUTE);
    const { slot, holdId: kept } = await holdSeats(joao.id, 1, 54);
    expect((await holdsOf(joao.id, joao.token)).data.map((line) => line.prod_timer)).toEqual([lapsing, kept]);

    // spec 002 §4: at its expiry instant a hold no longer counts.
    clock.advance(3 * MINUTE);
    expect((await holdsOf(joao.id, joao.token)).data.map((line) => line.prod_timer)).toEqual([kept]);
    expect(await ledger.release(joao.id, [{ prod_timer: kept, quantidade: 1, id_stock: slot.id }], clock.now)).toMatchObject({ ok: true });
    expect((await holdsOf(joao.id, joao.token)).data).toEqual([]);
  });

  it('is described in the OpenAPI document, behind the bearer token', async () => {
    const doc = (await (await api().get('/openapi.json', null)).json()) as {
      paths: Record<string, Record<string, { description?: string; security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    const operation = doc.paths['/platform/holds/{id_client}']?.['get'];
    expect(operation?.description).toMatch(/update_list/);
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403']));
  });
});
