import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, Navigate, useLoaderData, useNavigate } from 'react-router-dom';
import { PageLayout } from '../layout/PageLayout.tsx';
import buttons from '../../components/ui/buttons.module.css';
import { useAccountDialogs } from '../../features/account/index.ts';
import { emptyCart, updateCart, useCart } from '../../features/cart/index.ts';
import { centsOf, loadReservationPaymentStep as loadPaymentStep, reservationLines, ReservationOrderTable, totalOf, useTimedCartData } from '../../features/reservations/index.ts';
import { BillingForm, CHECKOUT_STEPS, clearCheckoutKey, LaterStep, loadBillingForm, loadPaymentOutcome, type Payment, PaymentOutcome, type PlacedOrder, StepIndicator, useBillingSteps, useLaterSteps } from '../../features/shop/index.ts';
import shop from '../../styles/shop.module.css';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import { ShopSeo } from '../shop/ShopSeo.tsx';
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
  const navigate = useNavigate();
  const dialogs = useAccountDialogs();
  const cart = useCart();
  const timed = useTimedCartData(data.timedCart);
  const lines = reservationLines(timed?.lines ?? [], cart, data.entranceTickets, language);
  const { step, setStep, billing, billingForm, paymentStep } = useBillingSteps();
  const [loginNeeded, setLoginNeeded] = useState(false);
  const [placed, setPlaced] = useState<{ order: PlacedOrder; payment: Payment } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const finished = lines.length > 0 && !placed && centsOf(totalOf(lines).amount) <= 0;
  useLaterSteps(LATER_STEPS);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [step, placed]);

  useEffect(() => {
    if (!finished) return undefined;
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), FINISHED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [finished, navigate]);

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

  const onPlaced = (order: PlacedOrder, payment: Payment) => {
    // The holds are sold with the order; the entrance tickets leave the browser cart.
    updateCart((current) => ({ ...current, entrance: emptyCart().entrance, entranceDate: null }));
    clearCheckoutKey();
    if (payment.__typename === 'CardPayment') {
      window.location.assign(payment.redirectUrl);
      return;
    }
    setPlaced({ order, payment });
  };

  const stepName = CHECKOUT_STEPS[step];
  return (
    <PageLayout query={data}>
      <ShopSeo query={data} title={t('cart.title')} />
      <div className={shop.page}>
        <h1 className={shop.title}>{t('cart.title')}</h1>
        {finished ? (
          <p className={shop.notice} role="status">
            {t('cart.finished')}
          </p>
        ) : placed ? (
          <LaterStep>
            <PaymentOutcome order={placed.order} payment={placed.payment} />
          </LaterStep>
        ) : (
          <>
            <StepIndicator step={step} />
            <h2 ref={headingRef} className={shop.stepHeading} tabIndex={-1}>
              {shopText('cart.stepOf', { number: step + 1, total: CHECKOUT_STEPS.length })}: {shopText(`cart.step.${stepName}`)}
            </h2>
            {step === 0 && (
              <>
                <ReservationOrderTable lines={lines} />
                {loginNeeded && (
                  <div className={`${shop.notice} ${shop.warning}`} role="alert">
                    <p>{shopText('messages.confirm_login_error')}</p>
                    <button type="button" className={buttons.primary} aria-haspopup="dialog" onClick={() => dialogs.open('login')} onPointerEnter={dialogs.preload}>
                      {shopText('messages.logIn')}
                    </button>
                  </div>
                )}
                <div className={shop.actions}>
                  <Link to="/reservation/service" className={buttons.secondary}>
                    {t('cart.previous')}
                  </Link>
                  <button type="button" className={buttons.primary} onClick={next}>
                    {shopText('cart.next')}
                  </button>
                </div>
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
      </div>
    </PageLayout>
  );
}
