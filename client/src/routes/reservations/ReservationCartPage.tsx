import { lazy, Suspense, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Navigate, useLoaderData } from 'react-router-dom';
import { emptyCart, updateCart, useCart } from '../../features/cart/index.ts';
import { centsOf, loadReservationPaymentStep as loadPaymentStep, reservationLines, ReservationOrderTable, totalOf, useTimedCartData } from '../../features/reservations/index.ts';
import { BillingForm, LaterStep, loadBillingForm, loadPaymentOutcome, PaymentOutcome, useBillingSteps, useLaterSteps } from '../../features/shop/index.ts';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import { CheckoutShell, CheckoutStepHeading, FinishedNotice, LoginNeeded, OrderStepActions, useHomeAfter, usePlacedOrder, useStepFocus } from '../shop/CheckoutShell.tsx';
import type { ReservationCartPageQuery } from './__generated__/ReservationCartPageQuery.graphql';
import type { RouteQueryData } from '../shop/loaders.ts';

const ReservationPaymentStep = lazy(async () => ({ default: (await loadPaymentStep()).ReservationPaymentStep }));
/** The steps after the order (features/shop/checkout-steps.tsx): they load once the page shows. */
const LATER_STEPS = [loadBillingForm, loadPaymentStep, loadPaymentOutcome];

/** spec 002 §4, §9: the order-finished notice of a cart whose total is 0 or less shows 3000 ms. */
export const FINISHED_NOTICE_MS = 3000;

/**
 * /reservation/cart (spec 002 §2 "Customer cart"): 1 order (the held slots, live, and the entrance
 * tickets), 2 personal data, 3 payment. An empty cart goes home; a total of 0 or less shows the
 * order-finished notice for 3 s, then goes home. Each step's heading takes the focus when it opens.
 */
export function ReservationCartPage() {
  const { query } = useLoaderData<RouteQueryData<ReservationCartPageQuery>>();
  const data = usePreloadedQuery<ReservationCartPageQuery>(
    graphql`
      query ReservationCartPageQuery @preloadable {
        ...PageLayout_query
        ...ShopSeo_query
        viewer {
          role
          account {
            id
            ...BillingForm_account
          }
        }
        timedCart {
          ...TimedCartData_cart
        }
        entranceTickets {
          databaseId
          name
          note
          price {
            amount
            currency
          }
        }
      }
    `,
    query,
  );
  const { t, language } = useReservationsTranslation();
  const shopText = useShopTranslation().t;
  const cart = useCart();
  const timed = useTimedCartData(data.timedCart);
  const lines = reservationLines(timed?.lines ?? [], cart, data.entranceTickets, language);
  const { step, setStep, billing, billingForm, paymentStep } = useBillingSteps();
  const [loginNeeded, setLoginNeeded] = useState(false);
  // The holds are sold with the order; the entrance tickets leave the browser cart.
  const { placed, onPlaced } = usePlacedOrder(() => updateCart((current) => ({ ...current, entrance: emptyCart().entrance, entranceDate: null })));
  const headingRef = useStepFocus(step, placed);
  const finished = lines.length > 0 && !placed && centsOf(totalOf(lines).amount) <= 0;
  useLaterSteps(LATER_STEPS);
  useHomeAfter(finished, FINISHED_NOTICE_MS);

  // spec 002 §2: an empty cart goes home (not once an order emptied it).
  if (lines.length === 0 && !placed) return <Navigate to="/" replace />;

  const next = () => {
    // spec 002 §5: checking out needs a signed-in customer.
    if (!data.viewer.account) {
      setLoginNeeded(true);
      return;
    }
    setStep(1);
  };

  return (
    <CheckoutShell query={data} title={t('cart.title')}>
      {finished ? (
        <FinishedNotice text={t('cart.finished')} />
      ) : placed ? (
        <LaterStep>
          <PaymentOutcome order={placed.order} payment={placed.payment} />
        </LaterStep>
      ) : (
        <>
          <CheckoutStepHeading step={step} headingRef={headingRef} />
          {step === 0 && (
            <>
              <ReservationOrderTable lines={lines} />
              {loginNeeded && <LoginNeeded />}
              <OrderStepActions back="/reservation/service" backLabel={t('cart.previous')} onNext={next} />
            </>
          )}
          {step === 1 && (
            <LaterStep>
              <BillingForm account={data.viewer.account ?? null} {...billingForm} />
            </LaterStep>
          )}
          {step === 2 && billing && (
            <Suspense fallback={<p role="status">{shopText('payment.paying')}</p>}>
              <ReservationPaymentStep
                lines={lines}
                entranceDate={cart.entranceDate}
                billing={billing}
                onPlaced={onPlaced}
                {...paymentStep}
              />
            </Suspense>
          )}
        </>
      )}
    </CheckoutShell>
  );
}
