import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';
import { type PrivateResortApi, lisbonDay, signedInBrowser, startPrivateResortApi } from './hold-harness.ts';

/**
 * Lesson scheduling through the gateway against a real resort-api of its own (bookings change
 * the demo instructors' hours): the page's one query, booking, the .ics file, cancelling with the
 * purchase code, and every refusal, in the user's language, changing nothing.
 */

const PAGE = /* GraphQL */ `
  query LessonPage($order: ID!, $from: Date!, $to: Date!) {
    lessonOrder(order: $order) {
      id databaseId number paid state canBook lessonsRemaining
      order { id paymentStatus hasLessons }
      lessons { position productId description category quantity remaining booked purchaseCodes { code used booking { id } } }
      bookings { id name email phone attendee level students purchaseCode cancellable calendarUrl slot { id startTime endTime date category instructor { name } available } }
    }
    lessonDays(category: SKI, from: $from, to: $to)
  }
`;
const SLOTS = /* GraphQL */ `
  query Slots($date: Date!, $category: LessonCategory!) {
    lessonSlots(date: $date, category: $category) { id databaseId date startsAt endsAt startTime endTime category instructor { databaseId name } location available }
  }
`;
const BOOK = /* GraphQL */ `
  mutation Book($input: BookLessonInput!) {
    bookLesson(input: $input) {
      booking { id purchaseCode calendarUrl level attendee students name slot { id startTime category available } }
      lessonOrder { lessonsRemaining state canBook lessons { remaining booked purchaseCodes { code used } } }
      userErrors { code field message }
    }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation Cancel($input: CancelLessonInput!) {
    cancelLesson(input: $input) { cancelledBookingId slot { id available } lessonOrder { lessonsRemaining state } userErrors { code field message } }
  }
`;
const PLACE = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) { order { id } payment { ... on MultibancoPayment { reference { entity reference amount { amount } } } } userErrors { code } }
  }
`;

interface Slot { id: string; databaseId: number; date: string; startsAt: string; startTime: string; endTime: string; category: string; instructor: { databaseId: number; name: string }; location: string; available: boolean }
interface LessonOrder {
  id: string; databaseId: number; number: string; paid: boolean; state: string; canBook: boolean; lessonsRemaining: number;
  order: { id: string; paymentStatus: string; hasLessons: boolean };
  lessons: Array<{ position: number; category: string | null; quantity: number; remaining: number; booked: boolean; purchaseCodes: Array<{ code: string; used: boolean; booking: { id: string } | null }> }>;
  bookings: Array<{ id: string; purchaseCode: string; calendarUrl: string; cancellable: boolean; slot: { id: string; startTime: string } }>;
}
type UserErrors = Array<{ code: string; field: string[]; message: string }>;
interface BookAnswer { bookLesson: { booking: { id: string; purchaseCode: string; calendarUrl: string; level: string; attendee: string; students: number; slot: { id: string; startTime: string } } | null; lessonOrder: { lessonsRemaining: number; state: string; canBook: boolean } | null; userErrors: UserErrors } }
interface CancelAnswer { cancelLesson: { cancelledBookingId: string | null; slot: { id: string; available: boolean } | null; lessonOrder: { lessonsRemaining: number; state: string } | null; userErrors: UserErrors } }

const TOMORROW = lisbonDay(1);
const form = (order: string, slot: string, purchaseCode: string, overrides: Record<string, unknown> = {}) => ({
  order, slot, purchaseCode, name: 'Marta Fernandes', email: 'cliente@estancia.pt', phone: '912345678', attendee: 'GUARDIAN', level: 'BEGINNER', students: 2, age: 9, ...overrides,
});

describe('lesson scheduling through the gateway (spec 001 §2.7, §4 "Lessons")', () => {
  let api: PrivateResortApi;
  let gateway: TestGateway;
  let maria: BrowserSession;
  let joao: BrowserSession;

  /** A lesson order placed through the shop with Multibanco, paid at the sandbox's ATM unless told. */
  async function lessonOrder(quantity: number, pay = true, who: BrowserSession = maria, line = { kind: 'LESSON', productId: 31 }): Promise<string> {
    const placed = await who.query<{ placeOrder: { order: { id: string }; payment: { reference: { entity: string; reference: string; amount: { amount: string } } }; userErrors: UserErrors } }>(PLACE, {
      input: {
        idempotencyKey: randomUUID(),
        lines: [{ ...line, quantity }],
        billing: { name: 'Maria Fernandes', vat: '', email: 'cliente@estancia.pt' },
        paymentMethod: 'MULTIBANCO',
        termsAccepted: true,
      },
    });
    const answer = placed.data?.placeOrder;
    expect(answer?.userErrors).toEqual([]);
    if (pay) {
      const { entity, reference, amount } = answer?.payment.reference ?? { entity: '', reference: '', amount: { amount: '' } };
      const paid = await fetch(new URL('sandbox/multibanco/pay', api.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rmb_ent: entity, rmb_ref: reference, rmb_pag: amount.amount }),
      });
      expect(paid.status).toBe(200);
    }
    return answer?.order.id ?? '';
  }

  const page = async (who: BrowserSession, order: string, from = lisbonDay(-3), to = lisbonDay(10)) =>
    (await who.query<{ lessonOrder: LessonOrder | null; lessonDays: string[] }>(PAGE, { order, from, to })).data;
  const slots = async (date: string, category: 'SKI' | 'SNOWBOARD') => (await maria.query<{ lessonSlots: Slot[] }>(SLOTS, { date, category })).data?.lessonSlots ?? [];
  const book = async (who: BrowserSession, input: Record<string, unknown>) => (await who.query<BookAnswer>(BOOK, { input })).data?.bookLesson;
  const cancel = async (who: BrowserSession, input: Record<string, unknown>) => (await who.query<CancelAnswer>(CANCEL, { input })).data?.cancelLesson;
  const codesOf = (lessons: LessonOrder | null | undefined) => lessons?.lessons.flatMap((line) => line.purchaseCodes.filter((c) => !c.used).map((c) => c.code)) ?? [];

  beforeAll(async () => {
    api = await startPrivateResortApi();
    gateway = await startTestGateway({ RESORT_API_URL: api.url });
    maria = await signedInBrowser(gateway, 'maria');
    joao = await signedInBrowser(gateway, 'joao', 'en');
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    await api?.close();
  });

  it('shows a paid order\'s lessons, codes and the days with free hours in one query; past days never', async () => {
    const order = await lessonOrder(2);
    const data = await page(maria, order);
    expect(data?.lessonOrder).toMatchObject({ paid: true, state: 'BOOKABLE', canBook: true, lessonsRemaining: 2, order: { id: order, paymentStatus: 'PAID', hasLessons: true }, bookings: [] });
    expect(data?.lessonOrder?.lessons).toMatchObject([{ position: 1, category: 'SKI', quantity: 2, remaining: 2, booked: false }]);
    expect(codesOf(data?.lessonOrder)).toHaveLength(2);
    // The route's {order} may be the resort's number id as well.
    expect((await page(maria, String(data?.lessonOrder?.databaseId)))?.lessonOrder?.id).toBe(data?.lessonOrder?.id);
    expect(data?.lessonDays).toContain(TOMORROW);
    expect(data?.lessonDays.every((day) => day >= lisbonDay(0))).toBe(true);
    expect(data?.lessonDays).toEqual([...(data?.lessonDays ?? [])].sort());
  });

  it('lists a day\'s free hours for Ski or Snowboard, nothing for a past day, and refuses bad dates and long ranges', async () => {
    const ski = await slots(TOMORROW, 'SKI');
    expect(ski.length).toBeGreaterThan(0);
    expect(ski.every((slot) => slot.category === 'SKI' && slot.available && slot.date === TOMORROW)).toBe(true);
    expect(ski[0]).toMatchObject({ startTime: '10:00', endTime: '11:00', location: expect.any(String) });
    const snow = await slots(TOMORROW, 'SNOWBOARD');
    expect(new Set(snow.map((slot) => slot.instructor.name))).toEqual(new Set(['Tiago Neves', 'Inês Carvalho']));
    expect(await slots(lisbonDay(-1), 'SKI')).toEqual([]);

    const badDate = await maria.query(SLOTS, { date: '2026-02-30', category: 'SKI' });
    expect(badDate.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const longRange = await maria.query(PAGE, { order: 'x', from: lisbonDay(0), to: lisbonDay(200) });
    expect(longRange.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const rui = ski.find((slot) => slot.instructor.name === 'Rui Matos')?.instructor.databaseId;
    const onlyRui = await maria.query<{ lessonSlots: Slot[] }>('query($d: Date!, $i: Int) { lessonSlots(date: $d, category: SKI, instructor: $i) { instructor { name } } }', { d: TOMORROW, i: rui });
    expect(new Set(onlyRui.data?.lessonSlots.map((slot) => slot.instructor.name))).toEqual(new Set(['Rui Matos']));
    for (const unknown of [987_654, -1]) {
      const answer = await maria.query('query($d: Date!, $i: Int) { lessonSlots(date: $d, category: SKI, instructor: $i) { id } }', { d: TOMORROW, i: unknown });
      expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', reason: 'UNKNOWN_INSTRUCTOR', field: ['instructor'] }, message: 'Não existe esse instrutor.' });
    }
    const badCategory = await maria.query(SLOTS, { date: TOMORROW, category: 'SLED' });
    expect(badCategory.errors?.length).toBeGreaterThan(0);
  });

  it('books an hour: the count goes down, the instructor\'s same-start hour goes, an .ics for the customer only; the code cancels it and all comes back', async () => {
    const order = await lessonOrder(2);
    const [code, otherCode] = codesOf((await page(maria, order))?.lessonOrder);
    // Inês teaches Ski and Snowboard at the same hours: booking her Ski 11:00 takes her Snowboard 11:00 too.
    const ines = (await slots(TOMORROW, 'SKI')).find((slot) => slot.instructor.name === 'Inês Carvalho' && slot.startTime === '11:00');
    expect(ines).toBeDefined();
    const inesSnowAt11 = () => slots(TOMORROW, 'SNOWBOARD').then((list) => list.some((s) => s.instructor.name === 'Inês Carvalho' && s.startTime === '11:00'));
    expect(await inesSnowAt11()).toBe(true);

    const booked = await book(maria, form(order, ines?.id ?? '', code ?? ''));
    expect(booked?.userErrors).toEqual([]);
    expect(booked?.booking).toMatchObject({ purchaseCode: code, level: 'BEGINNER', attendee: 'GUARDIAN', students: 2, slot: { id: ines?.id, startTime: '11:00', category: 'SKI', available: false } });
    expect(booked?.lessonOrder).toMatchObject({ lessonsRemaining: 1, state: 'BOOKABLE' });
    expect(await inesSnowAt11()).toBe(false);
    expect((await slots(TOMORROW, 'SKI')).some((slot) => slot.id === ines?.id)).toBe(false);
    const after = (await page(maria, order))?.lessonOrder;
    expect(after?.bookings).toMatchObject([{ id: booked?.booking?.id, purchaseCode: code, cancellable: true, slot: { startTime: '11:00' } }]);
    expect(after?.lessons[0]?.purchaseCodes.find((c) => c.code === code)).toMatchObject({ used: true, booking: { id: booked?.booking?.id } });

    // The calendar file: Lisbon wall-clock time with its zone, for Maria only.
    const url = new URL(booked?.booking?.calendarUrl ?? '', gateway.url);
    const ics = await fetch(url, { headers: { cookie: maria.cookieHeader } });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await ics.text();
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain(`DTSTART;TZID=Europe/Lisbon:${TOMORROW.replaceAll('-', '')}T110000`);
    expect(text).toContain(`DTEND;TZID=Europe/Lisbon:${TOMORROW.replaceAll('-', '')}T120000`);
    expect(text).toContain('Inês Carvalho');
    expect((await fetch(url, { headers: { cookie: joao.cookieHeader } })).status).toBe(404);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(new URL('/calendar/lessons/not-an-id.ics', gateway.url), { headers: { cookie: maria.cookieHeader } })).status).toBe(404);

    // Wrong or missing codes, or someone else: nothing changes.
    const visitor = new BrowserSession(gateway);
    for (const [who, booking, purchaseCode, expected] of [
      [maria, booked?.booking?.id, otherCode, 'CANCEL_CODE_INCORRECT'],
      [maria, booked?.booking?.id, '   ', 'CANCEL_CODE_INCORRECT'],
      [joao, booked?.booking?.id, code, 'LESSON_ORDER_NOT_FOUND'],
      [visitor, booked?.booking?.id, code, 'NOT_SIGNED_IN'],
      [maria, ines?.id, code, 'LESSON_ORDER_NOT_FOUND'],
      [maria, 'garbage', code, 'LESSON_ORDER_NOT_FOUND'],
    ] as const) {
      const refused = await cancel(who, { booking, purchaseCode });
      expect(refused).toMatchObject({ cancelledBookingId: null, userErrors: [{ code: expected }] });
    }
    expect((await page(maria, order))?.lessonOrder?.lessonsRemaining).toBe(1);

    const cancelled = await cancel(maria, { booking: booked?.booking?.id, purchaseCode: code?.toLowerCase() });
    expect(cancelled).toMatchObject({ cancelledBookingId: booked?.booking?.id, slot: { id: ines?.id, available: true }, lessonOrder: { lessonsRemaining: 2, state: 'BOOKABLE' }, userErrors: [] });
    expect(await inesSnowAt11()).toBe(true);
    expect((await fetch(url, { headers: { cookie: maria.cookieHeader } })).status).toBe(404);
  });

  it('refuses what cannot be booked, in the user\'s language, and stores nothing', async () => {
    const order = await lessonOrder(1);
    const other = await lessonOrder(1);
    const unpaid = await lessonOrder(1, false);
    const [code = ''] = codesOf((await page(maria, order))?.lessonOrder);
    const [otherCode = ''] = codesOf((await page(maria, other))?.lessonOrder);
    const [first, second] = (await slots(TOMORROW, 'SKI')).filter((slot) => slot.instructor.name === 'Rui Matos');
    const expectRefused = async (who: BrowserSession, input: Record<string, unknown>, code: string, field?: string[]) => {
      const answer = await book(who, input);
      expect(answer?.booking).toBeNull();
      expect(answer?.userErrors[0]?.code).toBe(code);
      if (field) expect(answer?.userErrors[0]?.field).toEqual(field);
      return answer;
    };

    const visitor = new BrowserSession(gateway);
    await expectRefused(visitor, form(order, first?.id ?? '', code), 'NOT_SIGNED_IN');
    // Another person's order reads exactly like an unknown one.
    const foreign = await expectRefused(joao, form(order, first?.id ?? '', code), 'LESSON_ORDER_NOT_FOUND', ['order']);
    expect(foreign?.userErrors[0]?.message).toBe('We could not find this order in your account.');
    expect(foreign?.lessonOrder).toBeNull();
    expect((await page(joao, order))?.lessonOrder).toBeNull();
    await expectRefused(maria, form('99999999', first?.id ?? '', code), 'LESSON_ORDER_NOT_FOUND', ['order']);
    await expectRefused(maria, form('not an id', first?.id ?? '', code), 'LESSON_ORDER_NOT_FOUND', ['order']);

    const passOnly = await lessonOrder(1, true, maria, { kind: 'PASS', productId: 11 });
    const nothingToBook = await expectRefused(maria, form(passOnly, first?.id ?? '', code), 'NO_LESSONS_LEFT', ['order']);
    expect(nothingToBook?.lessonOrder).toMatchObject({ state: 'NO_LESSONS', canBook: false });
    const waiting = await expectRefused(maria, form(unpaid, first?.id ?? '', code), 'ORDER_NOT_PAID', ['order']);
    expect(waiting?.lessonOrder).toMatchObject({ state: 'AWAITING_PAYMENT', canBook: false });
    expect(waiting?.userErrors[0]?.message).toBe('A encomenda aguarda pagamento: pode marcar a aula depois de paga.');
    await expectRefused(maria, form(order, first?.id ?? '', 'ZZZZ-ZZZZ'), 'PURCHASE_CODE_INVALID', ['purchaseCode']);
    await expectRefused(maria, form(order, first?.id ?? '', otherCode), 'PURCHASE_CODE_INVALID', ['purchaseCode']);
    await expectRefused(maria, form(order, 'TGVzc29uU2xvdDo5OTk5OTk5', code), 'UNKNOWN_SLOT', ['slot']);
    await expectRefused(maria, form(order, order, code), 'UNKNOWN_SLOT', ['slot']);
    for (const [overrides, expected, field] of [
      [{ name: '  ' }, 'REQUIRED', ['name']],
      [{ email: 'marta@' }, 'INVALID_EMAIL', ['email']],
      [{ phone: 'abc' }, 'INVALID_PHONE', ['phone']],
      [{ students: 5 }, 'INVALID_STUDENTS', ['students']],
      [{ students: 0 }, 'INVALID_STUDENTS', ['students']],
      [{ purchaseCode: '' }, 'REQUIRED', ['purchaseCode']],
      [{ age: -2 }, 'INCORRECT_REQUEST', ['age']],
    ] as const) {
      await expectRefused(maria, form(order, first?.id ?? '', code, overrides), expected, [...field]);
    }
    const invalidLevel = await maria.query(BOOK, { input: form(order, first?.id ?? '', code, { level: 'EXPERT' }) });
    expect(invalidLevel.errors?.length).toBeGreaterThan(0);

    // Nothing was stored.
    expect((await page(maria, order))?.lessonOrder).toMatchObject({ lessonsRemaining: 1, bookings: [] });
    expect((await slots(TOMORROW, 'SKI')).some((slot) => slot.id === first?.id)).toBe(true);

    // Taken by the other order; then this order's lesson on the next hour; then nothing left.
    expect((await book(maria, form(other, first?.id ?? '', otherCode)))?.userErrors).toEqual([]);
    await expectRefused(maria, form(order, first?.id ?? '', code), 'LESSON_SLOT_TAKEN', ['slot']);
    const last = await book(maria, form(order, second?.id ?? '', code));
    expect(last?.lessonOrder).toMatchObject({ lessonsRemaining: 0, state: 'ALL_BOOKED', canBook: false });
    await expectRefused(maria, form(order, first?.id ?? '', code), 'LESSON_ALREADY_BOOKED', ['order']);

    // A clock two days on: tomorrow's hours have passed, for booking and for cancelling.
    const later = await startTestGateway({ RESORT_API_URL: api.url }, { now: () => new Date(Date.now() + 2 * 86_400_000) });
    try {
      const mariaLater = await signedInBrowser(later, 'maria');
      const third = await lessonOrder(1);
      const [thirdCode = ''] = codesOf((await page(maria, third))?.lessonOrder);
      const passed = await mariaLater.query<BookAnswer>(BOOK, { input: form(third, (await slots(TOMORROW, 'SKI'))[0]?.id ?? '', thirdCode) });
      expect(passed.data?.bookLesson.userErrors[0]).toMatchObject({ code: 'LESSON_SLOT_PASSED', field: ['slot'] });
      const bookingId = last?.booking?.id;
      const lateCancel = await mariaLater.query<CancelAnswer>(CANCEL, { input: { booking: bookingId, purchaseCode: code } });
      expect(lateCancel.data?.cancelLesson.userErrors[0]).toMatchObject({ code: 'LESSON_SLOT_PASSED' });
    } finally {
      await later.close();
    }
  });

  it('two customers racing for one hour through the gateway: one booking, one clear refusal', async () => {
    const customers = [maria, joao];
    const orders = await Promise.all(customers.map((who) => lessonOrder(1, true, who)));
    const codes = await Promise.all(orders.map(async (order, index) => codesOf((await page(customers[index] ?? maria, order))?.lessonOrder)[0] ?? ''));
    const hour = (await slots(TOMORROW, 'SKI')).find((slot) => slot.instructor.name === 'Ana Lopes' && slot.startTime === '15:00');
    const answers = await Promise.all(orders.map((order, index) => book(customers[index] ?? maria, form(order, hour?.id ?? '', codes[index] ?? ''))));
    const outcomes = answers.map((answer) => answer?.userErrors[0]?.code ?? 'ok').sort();
    expect(outcomes).toEqual(['LESSON_SLOT_TAKEN', 'ok']);
    const refused = answers.find((answer) => answer?.userErrors.length);
    // In each customer's language: Maria reads Portuguese, João English.
    expect(refused?.userErrors[0]?.message).toMatch(/já não está livre|no longer free/);
    expect(refused?.lessonOrder?.lessonsRemaining).toBe(1);
  });
});
