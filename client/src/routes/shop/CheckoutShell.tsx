import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import buttons from '../../components/ui/buttons.module.css';
import { cx } from '../../components/ui/cx.ts';
import { useAccountDialogs } from '../../features/account/index.ts';
import { CHECKOUT_STEPS, clearCheckoutKey, type Payment, type PlacedOrder, StepIndicator } from '../../features/shop/index.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import shop from '../../styles/shop.module.css';
import { PageLayout } from '../layout/PageLayout.tsx';
import type { PageLayout_query$key } from '../layout/__generated__/PageLayout_query.graphql';
import type { ShopSeo_query$key } from './__generated__/ShopSeo_query.graphql';
import { ShopSeo } from './ShopSeo.tsx';

/**
 * The page of a checkout (the shop's cart, the reservation cart, the desk's cart): the layout, its
 * title as the page's title and heading, and what the checkout shows below.
 */
export function CheckoutShell({ query, title, titleClassName, children }: { query: PageLayout_query$key & ShopSeo_query$key; title: string; titleClassName?: string; children: ReactNode }) {
  return (
    <PageLayout query={query}>
      <ShopSeo query={query} title={title} />
      <div className={shop.page}>
        <h1 className={cx(shop.title, titleClassName)}>{title}</h1>
        {children}
      </div>
    </PageLayout>
  );
}

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
