import { lazy, Suspense } from 'react';
import { graphql } from 'react-relay/hooks';
import { emptyCart, updateCart, useCart } from '../../features/cart/index.ts';
import { centsOf, loadReservationPaymentStep as loadPaymentStep, ReservationOrderTable, totalOf, useReservationLines, useTimedCartData } from '../../features/reservations/index.ts';
import { loadBillingForm, loadPaymentOutcome } from '../../features/shop/index.ts';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import { CustomerCheckout } from '../shop/CheckoutParts.tsx';
import type { ReservationCartPageQuery } from './__generated__/ReservationCartPageQuery.graphql';
import { useRouteQuery } from '../route-query.ts';

const ReservationPaymentStep = lazy(async () => ({ default: (await loadPaymentStep()).ReservationPaymentStep }));
/** The steps after the order (features/shop/checkout-steps.tsx): they load once the page shows. */
const LATER_STEPS = [loadBillingForm, loadPaymentStep, loadPaymentOutcome];

/**
 * /reservation/cart (spec 002 §2 "Customer cart"): 1 order (the held slots, live, and the entrance
 * tickets), 2 personal data, 3 payment. An empty cart goes home; a total of 0 or less shows the
 * order-finished notice for 3 s, then goes home. Each step's heading takes the focus when it opens.
 */
export function ReservationCartPage() {
  const data = useRouteQuery<ReservationCartPageQuery>(graphql`
    query ReservationCartPageQuery @preloadable {
      ...SeoLayout_query
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
        ...EntranceList_tickets
      }
    }
  `);
  const { t } = useReservationsTranslation();
  const shopText = useShopTranslation().t;
  const cart = useCart();
  const lines = useReservationLines(useTimedCartData(data.timedCart)?.lines ?? [], data.entranceTickets);
  return (
    <CustomerCheckout
      query={data}
      title={t('cart.title')}
      finishedText={t('cart.finished')}
      empty={lines.length === 0}
      free={centsOf(totalOf(lines).amount) <= 0}
      // spec 002 §5: checking out needs a signed-in customer.
      mayOrder={!!data.viewer.account}
      account={data.viewer.account ?? null}
      // The holds are sold with the order; the entrance tickets leave the browser cart.
      emptyCart={() => updateCart((current) => ({ ...current, entrance: emptyCart().entrance, entranceDate: null }))}
      laterSteps={LATER_STEPS}
      order={<ReservationOrderTable lines={lines} />}
      back="/reservation/service"
      backLabel={t('cart.previous')}
      payment={(billing, ways) => (
        <Suspense fallback={<p role="status">{shopText('payment.paying')}</p>}>
          <ReservationPaymentStep lines={lines} entranceDate={cart.entranceDate} billing={billing} {...ways} />
        </Suspense>
      )}
    />
  );
}
