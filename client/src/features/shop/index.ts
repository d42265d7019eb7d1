/**
 * The shop's public face: the store's views, the checkout's steps (the later ones loaded on demand),
 * and the billing types the reservation and desk checkouts share.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { billingInput, useBillingSteps } from './billing-steps.ts';
export type { BillingInput } from './billing-steps.ts';
export type { BillingFields, BillingStepValues } from './billing.ts';
export { checkoutKey, clearCheckoutKey } from './checkout-key.ts';
export { BillingForm, LaterStep, loadBillingForm, loadPaymentOutcome, loadPaymentStep, PaymentOutcome, PaymentStep, useLaterSteps } from './checkout-steps.tsx';
export { OrderSummary } from './OrderSummary.tsx';
export { METHODS, PaymentStep as EagerPaymentStep } from './PaymentStep.tsx';
export type { Payment, PlacedOrder } from './PaymentStep.tsx';
export { ProductTable } from './ProductTable.tsx';
export { ProductView } from './ProductView.tsx';
export { QuantityStepper } from './QuantityStepper.tsx';
export { ResultIcon } from './ResultIcon.tsx';
export type { ResultState } from './ResultIcon.tsx';
export { ShopIntro } from './ShopIntro.tsx';
export { CHECKOUT_STEPS, StepIndicator } from './StepIndicator.tsx';
export { StoreActions } from './StoreActions.tsx';
export { useAnnouncer } from './useAnnouncer.tsx';
