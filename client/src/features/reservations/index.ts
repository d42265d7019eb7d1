/**
 * The reservations' public face: the booking views, the timed cart and its live channel, money
 * and order lines the desk shares, and parts loaded on demand.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { isBookingPage } from './booking-pages.ts';
export { useNow } from './clock.ts';
export { DayField } from './DayField.tsx';
export { EntranceList } from './EntranceList.tsx';
export { centsOf, formatPrice, totalOf } from './money.ts';
export { loadCartPanel } from './load-cart-panel.ts';
export { loadLiveTimedCart } from './load-live-timed-cart.ts';
export { loadReservationPaymentStep } from './load-payment-step.ts';
export { reservationCart, useReservationLines } from './order-lines.ts';
export type { ReservationLine } from './order-lines.ts';
export { ownRequestStarted } from './own-requests.ts';
export { ReservationOrderTable } from './ReservationOrderTable.tsx';
export { default as reservationStyles } from './reservations.module.css';
export { ServiceCard } from './ServiceCard.tsx';
export { ServiceView } from './ServiceView.tsx';
export { SlotCalendar } from './SlotCalendar.tsx';
export { SlotList } from './SlotList.tsx';
export { useTimedCartData } from './TimedCartData.ts';
export type { TimedCartLineData } from './TimedCartData.ts';
export { useHoldChannel } from './useHoldChannel.ts';
export { useWaitingEntries } from './WaitingEntries.ts';
