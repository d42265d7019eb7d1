import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { PageLoader } from '../../components/ui/PageLoader.tsx';

/**
 * The checkout's later steps, loaded beside a cart page rather than with it: a cart's first screen
 * is its order, while the billing form brings react-hook-form, the payment steps their mutations
 * and the outcome its live status (the route JavaScript budget, e2e/route-javascript.spec.ts).
 * A cart page asks for them as soon as it shows (`useLaterSteps`), so they are there by the time
 * the visitor goes on.
 */
export const loadBillingForm = () => import('./BillingForm.tsx');
export const loadPaymentStep = () => import('./PaymentStep.tsx');
export const loadPaymentOutcome = () => import('./PaymentOutcome.tsx');

export const BillingForm = lazy(async () => ({ default: (await loadBillingForm()).BillingForm }));
export const PaymentStep = lazy(async () => ({ default: (await loadPaymentStep()).PaymentStep }));
export const PaymentOutcome = lazy(async () => ({ default: (await loadPaymentOutcome()).PaymentOutcome }));

/** Loads a page's later steps once the page shows (after its first paint, not before it). */
export function useLaterSteps(loads: ReadonlyArray<() => Promise<unknown>>): void {
  useEffect(() => {
    for (const load of loads) void load();
  }, [loads]);
}

/**
 * A later step while its code arrives (rarely seen: `useLaterSteps` asked for it when the page
 * showed). The loader appears only if the wait is long enough to notice.
 */
export function LaterStep({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader delayMs={LATER_STEP_LOADER_DELAY_MS} />}>{children}</Suspense>;
}

const LATER_STEP_LOADER_DELAY_MS = 300;
