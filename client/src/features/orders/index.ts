/**
 * The orders' public face: the order history and the payment badge the desk shows too.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { OrderHistory } from './OrderHistory.tsx';
export { PaymentStatusBadge } from './PaymentStatusBadge.tsx';
