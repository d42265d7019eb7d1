/** The reservation cart's payment step, loaded beside its page once the page shows (on-demand.ts says why a file of its own). */
export const loadReservationPaymentStep = () => import('./ReservationPaymentStep.tsx');
