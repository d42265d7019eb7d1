import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startResortApi, type RunningResortApi } from '@estancia/resort-api/server';
import type { BrowserSession } from './browser-session.ts';
import { WALK_IN } from './desk-support.ts';
import { hold, SLOTS, type SlotsAnswer } from './hold-harness.ts';
import type { TestGateway } from './harness.ts';

/**
 * What the desk-day tests share: a resort API of their own whose clock can be moved on (a refund
 * after the slot's start), the day's query, and sales placed through the desk's own mutation.
 */

export interface ClockedResortApi {
  readonly api: RunningResortApi;
  readonly url: string;
  /** Moves the resort API's clock `ms` ahead of the real one (0 puts it back). */
  setAhead(ms: number): void;
  close(): Promise<void>;
}

export async function startClockedResortApi(): Promise<ClockedResortApi> {
  const dir = mkdtempSync(join(tmpdir(), 'estancia-desk-day-'));
  let ahead = 0;
  const api = await startResortApi({ env: {}, config: { port: 0, pgliteDir: dir, logLevel: 'warn' }, now: () => new Date(Date.now() + ahead) });
  return {
    api,
    url: api.url,
    setAhead: (ms) => void (ahead = ms),
    async close() {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const BOOKING_FIELDS = 'id orderId orderNumber customerName quantity origin paymentStatus checkedInAt checkedInBy refundable';

export const DAY_FIELDS = /* GraphQL */ `
  id date
  services { id name service { databaseId } slots { id databaseId startTime capacity sold held free bookings { ${BOOKING_FIELDS} } } }
  entrances { id name sold bookings { ${BOOKING_FIELDS} } }
`;

export const DESK_DAY = /* GraphQL */ `query DeskDay($date: Date) { desk { day(date: $date) { ${DAY_FIELDS} } } }`;
export const DESK_DAY_UPDATES = /* GraphQL */ `subscription DeskDayUpdates($date: Date!) { deskDay(date: $date) { ${DAY_FIELDS} } }`;

export const CHECK_IN = /* GraphQL */ `
  mutation CheckIn($input: CheckInInput!) { checkInBooking(input: $input) { bookings { ${BOOKING_FIELDS} } userErrors { code field message } } }
`;
export const REFUND = /* GraphQL */ `
  mutation Refund($input: RefundOrderInput!) { refundOrder(input: $input) { order { id number paymentStatus } userErrors { code field message } } }
`;

export interface Booking {
  id: string;
  orderId: string;
  orderNumber: string;
  customerName: string;
  quantity: number;
  origin: string;
  paymentStatus: string;
  checkedInAt: string | null;
  checkedInBy: string | null;
  refundable: boolean;
}
export interface DaySlot {
  id: string;
  databaseId: number;
  startTime: string;
  capacity: number;
  sold: number;
  held: number;
  free: number;
  bookings: Booking[];
}
export interface Day {
  id: string;
  date: string;
  services: Array<{ id: string; name: string; service: { databaseId: number } | null; slots: DaySlot[] }>;
  entrances: Array<{ id: string; name: string; sold: number; bookings: Booking[] }>;
}
export interface UserErrors {
  userErrors: Array<{ code: string; field: string[]; message: string }>;
}
export type CheckInPayload = UserErrors & { bookings: Booking[] };
export type RefundPayload = UserErrors & { order: { id: string; number: string; paymentStatus: string } | null };

/** The day as staff read it (fails the test for anyone else). */
export async function dayOf(browser: BrowserSession, date: string): Promise<Day> {
  const answer = await browser.query<{ desk: { day: Day } | null }>(DESK_DAY, { date });
  if (!answer.data?.desk) throw new Error(JSON.stringify(answer));
  return answer.data.desk.day;
}

/** A slot of the day by its event id, and the booking of an order in it. */
export function slotIn(day: Day, databaseId: number): DaySlot {
  const slot = day.services.flatMap((service) => service.slots).find((each) => each.databaseId === databaseId);
  if (!slot) throw new Error(`no slot ${databaseId} on ${day.date}`);
  return slot;
}

export async function checkIn(browser: BrowserSession, input: Record<string, unknown>): Promise<CheckInPayload> {
  const answer = await browser.query<{ checkInBooking: CheckInPayload }>(CHECK_IN, { input });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.checkInBooking;
}

export async function refund(browser: BrowserSession, input: Record<string, unknown>): Promise<RefundPayload> {
  const answer = await browser.query<{ refundOrder: RefundPayload }>(REFUND, { input });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.refundOrder;
}

const SELL = /* GraphQL */ `
  mutation Sell($input: PlaceDeskOrderInput!) {
    placeDeskOrder(input: $input) { receipt { qrCode order { id number } } userErrors { code field message } }
  }
`;

export interface Sale {
  orderId: string;
  number: string;
  /** The receipt's code (its QR code's text). */
  code: string;
  /** The slot's event id. */
  slot: number;
}

/**
 * A desk sale by staff: `seats` of slot `index` of service `productId` on `date` (held first, as
 * the desk does), and entrance tickets when asked; for a customer's account when `customerId`.
 */
export async function sellAtDesk(
  gateway: TestGateway,
  staff: BrowserSession,
  { productId, index, date, seats, tickets = 0, customerId }: { productId: number; index: number; date: string; seats: number; tickets?: number; customerId?: number },
): Promise<Sale> {
  const slots = await gateway.query<SlotsAnswer>(SLOTS, { variables: { id: productId, date } });
  const slot = slots.data?.service?.slots[index];
  if (!slot) throw new Error(`no slot ${index} of ${productId} on ${date}`);
  const held = await hold(staff, slot.id, seats);
  const holdId = held.cart?.lines.find((line) => line.slot.id === slot.id)?.id;
  if (!holdId) throw new Error(`hold refused: ${JSON.stringify(held.userErrors)}`);
  const input = {
    idempotencyKey: randomUUID(),
    billing: WALK_IN,
    termsAccepted: true,
    holdIds: [holdId],
    ...(tickets > 0 ? { entrance: [{ productId: 51, quantity: tickets, date }] } : {}),
    ...(customerId ? { customerId } : {}),
  };
  const answer = await staff.query<{ placeDeskOrder: UserErrors & { receipt: { qrCode: string; order: { id: string; number: string } } | null } }>(SELL, { input });
  const receipt = answer.data?.placeDeskOrder.receipt;
  if (!receipt) throw new Error(`sale refused: ${JSON.stringify(answer)}`);
  return { orderId: receipt.order.id, number: receipt.order.number, code: receipt.qrCode, slot: slot.databaseId };
}
