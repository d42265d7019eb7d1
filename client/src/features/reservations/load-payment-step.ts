/** The reservation cart's payment step, loaded beside its page once the page shows (load-live-timed-cart.ts says why a file of its own). */
export const loadReservationPaymentStep = () => import('./ReservationPaymentStep.tsx');
