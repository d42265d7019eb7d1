import { graphql } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { clearCart } from '../../features/cart/index.ts';
import { LaterStep, loadBillingForm, loadPaymentOutcome, loadPaymentStep, OrderSummary, PaymentStep } from '../../features/shop/index.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { CartPageQuery } from './__generated__/CartPageQuery.graphql';
import type { CartRouteData } from './loaders.ts';
import { CustomerCheckout } from './CheckoutParts.tsx';
import { useRouteQuery } from '../route-query.ts';

/** The steps after the order (checkout-steps.tsx): they load once the page shows. */
const LATER_STEPS = [loadBillingForm, loadPaymentStep, loadPaymentOutcome];

/**
 * /store/cart (spec 001 §2.3, §4): the order from the server's quote, the billing data, the
 * payment method, then the order placed. An empty cart goes home; a total of 0 shows the
 * order-finished notice, then goes home. Each step's heading takes the focus when it opens.
 */
export function CartPage() {
  const { lines } = useLoaderData<CartRouteData>();
  const data = useRouteQuery<CartPageQuery>(graphql`
    query CartPageQuery($lines: [CartLineInput!]!) @preloadable {
      ...SeoLayout_query
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
  `);
  const { t } = useShopTranslation();
  return (
    <CustomerCheckout
      query={data}
      title={t('cart.title')}
      finishedText={t('cart.finished')}
      empty={lines.length === 0}
      free={!(Number(data.quote.total.amount) > 0)}
      // spec 001 §4, §6: only a signed-in Cliente goes on; anyone else is told that login is needed.
      mayOrder={data.viewer.role === 'CUSTOMER' && !!data.viewer.account}
      account={data.viewer.account ?? null}
      // spec 001 §4: the cart is cleared once the order is placed, whatever the method.
      emptyCart={clearCart}
      laterSteps={LATER_STEPS}
      order={<OrderSummary quote={data.quote} />}
      back="/store/tarifas"
      backLabel={t('cart.previous')}
      payment={(billing, ways) => (
        <LaterStep>
          <PaymentStep items={{ lines: lines.map((line) => ({ kind: line.kind, productId: line.productId, quantity: line.quantity })) }} billing={billing} {...ways} />
        </LaterStep>
      )}
    />
  );
}
