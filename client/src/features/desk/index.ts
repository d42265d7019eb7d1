/**
 * The desk's public face: the views its pages compose and, loaded on demand, its cart's later steps.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { default as deskStyles } from './desk.module.css';
export { DeskDayView } from './DeskDayView.tsx';
export { DeskGlance } from './DeskGlance.tsx';
export { DeskGroupTabs } from './DeskGroupTabs.tsx';
export type { DeskReceiptRef } from './DeskPaymentStep.tsx';
export { loadCustomerLookup, loadDeskPaymentStep, loadDeskReceipt } from './on-demand.ts';
