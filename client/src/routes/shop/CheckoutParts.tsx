/*
 * The parts every checkout page shares (the shop's cart, the reservation cart, the desk's cart):
 * its steps' heading and ways on, the login it needs, its end.
 */
import { useEffect, useRef, useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import buttons from '../../components/ui/buttons.module.css';
import { useAccountDialogs } from '../../features/account/index.ts';
import { BillingForm, type BillingStepValues, CHECKOUT_STEPS, clearCheckoutKey, LaterStep, type Payment, PaymentOutcome, type PlacedOrder, StepIndicator, useBillingSteps, useLaterSteps } from '../../features/shop/index.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import shop from '../../styles/shop.module.css';
import type { SeoLayout_query$key } from '../layout/__generated__/SeoLayout_query.graphql';
import { ShopPage } from './ShopPage.tsx';

/**
 * The heading that takes the focus whenever one of `moves` changes (the step, the order placed): not
 * on the first render, where the page's own focus rules apply.
 */
export function useStepFocus(...moves: unknown[]): RefObject<HTMLHeadingElement | null> {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
    // The moves are the dependencies: the focus follows them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, moves);
  return headingRef;
}

/** Goes to the home page `ms` after `when` became true (a finished or finalized checkout's notice). */
export function useHomeAfter(when: boolean, ms: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return undefined;
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), ms);
    return () => window.clearTimeout(timer);
  }, [when, ms, navigate]);
}

/** The step indicator and the step's heading ("Step 2 of 3: …"), which takes the focus as the step opens. */
export function CheckoutStepHeading({ step, headingRef }: { step: 0 | 1 | 2; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useShopTranslation();
  return (
    <>
      <StepIndicator step={step} />
      <h2 ref={headingRef} className={shop.stepHeading} tabIndex={-1}>
        {t('cart.stepOf', { number: step + 1, total: CHECKOUT_STEPS.length })}: {t(`cart.step.${CHECKOUT_STEPS[step]}`)}
      </h2>
    </>
  );
}

/** The order step's way back (a link) and on (a button). */
export function OrderStepActions({ back, backLabel, onNext }: { back: string; backLabel: string; onNext: () => void }) {
  const { t } = useShopTranslation();
  return (
    <div className={shop.actions}>
      <Link to={back} className={buttons.secondary}>
        {backLabel}
      </Link>
      <button type="button" className={buttons.primary} onClick={onNext}>
        {t('cart.next')}
      </button>
    </div>
  );
}

/** spec 001 §4, §6; spec 002 §5: checking out needs a signed-in customer: said, with the way to log in. */
export function LoginNeeded() {
  const { t } = useShopTranslation();
  const dialogs = useAccountDialogs();
  return (
    <div className={`${shop.notice} ${shop.warning}`} role="alert">
      <p>{t('messages.confirm_login_error')}</p>
      <button type="button" className={buttons.primary} aria-haspopup="dialog" onClick={() => dialogs.open('login')} onPointerEnter={dialogs.preload}>
        {t('messages.logIn')}
      </button>
    </div>
  );
}

/** The notice of an order with nothing to pay: finished, and the page goes home shortly (useHomeAfter). */
export function FinishedNotice({ text }: { text: string }) {
  return (
    <p className={shop.notice} role="status">
      {text}
    </p>
  );
}

/**
 * A customer's order once placed (spec 001 §4, spec 002 §4): the cart is emptied (`emptyCart`, as
 * the cart's kind says) and its checkout key forgotten; a card payment goes on to the bank's page,
 * any other is shown here (`placed`).
 */
export function usePlacedOrder(emptyCart: () => void) {
  const [placed, setPlaced] = useState<{ order: PlacedOrder; payment: Payment } | null>(null);
  const onPlaced = (order: PlacedOrder, payment: Payment) => {
    emptyCart();
    clearCheckoutKey();
    if (payment.__typename === 'CardPayment') {
      window.location.assign(payment.redirectUrl);
      return;
    }
    setPlaced({ order, payment });
  };
  return { placed, onPlaced };
}

/** spec 001 §2.3, §9; spec 002 §4, §9: the order-finished notice of a cart with nothing to pay shows 3000 ms, then the home page. */
export const FINISHED_NOTICE_MS = 3000;

/** What a cart's payment step is given besides its lines: the ways back (useBillingSteps) and on, with the order placed. */
type PaymentStepWays = ReturnType<typeof useBillingSteps>['paymentStep'] & { onPlaced: (order: PlacedOrder, payment: Payment) => void };

interface CustomerCheckoutProps {
  query: SeoLayout_query$key;
  title: string;
  /** The notice of an order with nothing to pay. */
  finishedText: string;
  /** The cart has no line: the page goes home (not once an order emptied it). */
  empty: boolean;
  /** The cart's total is 0 or less: nothing to pay. */
  free: boolean;
  /** Whether the visitor may go on from the order (a signed-in customer); anyone else is told to log in. */
  mayOrder: boolean;
  /** The customer's account, whose data fills the billing form. */
  account: ComponentProps<typeof BillingForm>['account'];
  /** Empties the cart once its order is placed. */
  emptyCart: () => void;
  /** The steps after the order, loaded once the page shows (features/shop/checkout-steps.tsx). */
  laterSteps: ReadonlyArray<() => Promise<unknown>>;
  /** Step 1: the order's table, and where its back link leads. */
  order: ReactNode;
  back: string;
  backLabel: string;
  /** Step 3: the payment of the order, given the billing data and the step's ways on and back. */
  payment: (billing: BillingStepValues, ways: PaymentStepWays) => ReactNode;
}

/**
 * A customer's checkout (the shop's cart, spec 001 §2.3, §4; the reservation cart, spec 002 §2):
 * 1 the order, 2 the billing data, 3 the payment, then the order placed. An empty cart goes home;
 * one with nothing to pay shows the order-finished notice, then goes home. Each step's heading
 * takes the focus when it opens.
 */
export function CustomerCheckout({ query, title, finishedText, empty, free, mayOrder, account, emptyCart, laterSteps, order, back, backLabel, payment }: CustomerCheckoutProps) {
  const { step, setStep, billing, billingForm, paymentStep } = useBillingSteps();
  const [loginNeeded, setLoginNeeded] = useState(false);
  const { placed, onPlaced } = usePlacedOrder(emptyCart);
  const headingRef = useStepFocus(step, placed);
  const finished = !empty && !placed && free;
  useLaterSteps(laterSteps);
  useHomeAfter(finished, FINISHED_NOTICE_MS);

  if (empty && !placed) return <Navigate to="/" replace />;

  const next = () => {
    if (!mayOrder) {
      setLoginNeeded(true);
      return;
    }
    setStep(1);
  };

  return (
    <ShopPage query={query} title={title}>
      {finished ? (
        <FinishedNotice text={finishedText} />
      ) : placed ? (
        <LaterStep>
          <PaymentOutcome order={placed.order} payment={placed.payment} />
        </LaterStep>
      ) : (
        <>
          <CheckoutStepHeading step={step} headingRef={headingRef} />
          {step === 0 && (
            <>
              {order}
              {loginNeeded && <LoginNeeded />}
              <OrderStepActions back={back} backLabel={backLabel} onNext={next} />
            </>
          )}
          {step === 1 && (
            <LaterStep>
              <BillingForm account={account} {...billingForm} />
            </LaterStep>
          )}
          {step === 2 && billing && payment(billing, { onPlaced, ...paymentStep })}
        </>
      )}
    </ShopPage>
  );
}
