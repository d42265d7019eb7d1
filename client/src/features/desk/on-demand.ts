/**
 * The desk cart's later steps, loaded beside its page rather than with it (the route JavaScript
 * budget, e2e/route-javascript.spec.ts): the page asks for them once it shows.
 */
export const loadCustomerLookup = () => import('./CustomerLookup.tsx');
export const loadDeskPaymentStep = () => import('./DeskPaymentStep.tsx');
export const loadDeskReceipt = () => import('./DeskReceipt.tsx');
