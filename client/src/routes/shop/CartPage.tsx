import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Navigate, useLoaderData } from 'react-router-dom';
import { clearCart } from '../../features/cart/index.ts';
import { BillingForm, LaterStep, loadBillingForm, loadPaymentOutcome, loadPaymentStep, OrderSummary, PaymentOutcome, PaymentStep, useBillingSteps, useLaterSteps } from '../../features/shop/index.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { CartPageQuery } from './__generated__/CartPageQuery.graphql';
import type { CartRouteData } from './loaders.ts';
import { CheckoutShell, CheckoutStepHeading, FinishedNotice, LoginNeeded, OrderStepActions, useHomeAfter, usePlacedOrder, useStepFocus } from './CheckoutShell.tsx';

/** The steps after the order (checkout-steps.tsx): they load once the page shows. */
const LATER_STEPS = [loadBillingForm, loadPaymentStep, loadPaymentOutcome];

/** spec 001 §2.3, §9: the order-finished notice of a cart whose total is 0 shows 3000 ms before going home. */
export const FINISHED_NOTICE_MS = 3000;

/**
 * /store/cart (spec 001 §2.3, §4): the order from the server's quote, the billing data, the
 * payment method, then the order placed. An empty cart goes home; a total of 0 shows the
 * order-finished notice, then goes home. Each step's heading takes the focus when it opens.
 */
export function CartPage() {
  const { query, lines } = useLoaderData<CartRouteData>();
  const data = usePreloadedQuery<CartPageQuery>(
    graphql`
      query CartPageQuery($lines: [CartLineInput!]!) @preloadable {
        ...PageLayout_query
        ...ShopSeo_query
        viewer {
          role
          account {
            id
            ...BillingForm_account
          }
        }
        quote(lines: $lines) {
          total {
            amount
          }
          ...OrderSummary_quote
        }
      }
    `,
    query,
  );
  const { t } = useShopTranslation();
  const { step, setStep, billing, billingForm, paymentStep } = useBillingSteps();
  const [loginNeeded, setLoginNeeded] = useState(false);
  // spec 001 §4: the cart is cleared once the order is placed, whatever the method.
  const { placed, onPlaced } = usePlacedOrder(clearCart);
  const headingRef = useStepFocus(step, placed);
  const finished = lines.length > 0 && !placed && !(Number(data.quote.total.amount) > 0);
  useLaterSteps(LATER_STEPS);
  useHomeAfter(finished, FINISHED_NOTICE_MS);

  // spec 001 §2.3: an empty cart goes to the home page (not after an order emptied it).
  if (lines.length === 0 && !placed) return <Navigate to="/" replace />;

  const next = () => {
    // spec 001 §4, §6: only a signed-in Cliente goes on; anyone else is told that login is needed.
    if (data.viewer.role !== 'CUSTOMER' || !data.viewer.account) {
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
              <OrderSummary quote={data.quote} />
              {loginNeeded && <LoginNeeded />}
              <OrderStepActions back="/store/tarifas" backLabel={t('cart.previous')} onNext={next} />
            </>
          )}
          {step === 1 && (
            <LaterStep>
              <BillingForm account={data.viewer.account ?? null} {...billingForm} />
            </LaterStep>
          )}
          {step === 2 && billing && (
            <LaterStep>
              <PaymentStep
                items={{ lines: lines.map((line) => ({ kind: line.kind, productId: line.productId, quantity: line.quantity })) }}
                billing={billing}
                onPlaced={onPlaced}
                {...paymentStep}
              />
            </LaterStep>
          )}
        </>
      )}
    </CheckoutShell>
  );
}
