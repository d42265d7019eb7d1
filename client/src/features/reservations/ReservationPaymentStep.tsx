import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { UserErrorLike } from '../../components/forms/form-helpers.ts';
import { type BillingStepValues, EagerPaymentStep as PaymentStep, METHODS, type Payment, type PlacedOrder } from '../shop/index.ts';
import shop from '../../styles/shop.module.css';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { ReservationPaymentStepQuoteQuery } from './__generated__/ReservationPaymentStepQuoteQuery.graphql';
import { formatPrice } from './money.ts';
import { ownRequestStarted } from './own-requests.ts';
import { reservationCart, type ReservationLine } from './order-lines.ts';

/**
 * Step 3 of the reservation cart (spec 002 §2, §4 "Customer payment"): the shop's payment step for
 * the held slots and entrance tickets (by hold id, and by product id and quantity for their day;
 * the server prices them), with the server's total above it. Multibanco is offered only when its
 * deadline falls before the first slot's start minus the tolerance.
 */
export function ReservationPaymentStep({
  lines,
  entranceDate,
  billing,
  onBack,
  onPlaced,
  onBillingErrors,
}: {
  lines: ReadonlyArray<ReservationLine>;
  entranceDate: string | null;
  billing: BillingStepValues;
  onBack: () => void;
  onPlaced: (order: PlacedOrder, payment: Payment) => void;
  onBillingErrors: (errors: UserErrorLike[]) => void;
}) {
  const { t, language } = useReservationsTranslation();
  const reserved = reservationCart(lines, entranceDate);
  const { quote } = useLazyLoadQuery<ReservationPaymentStepQuoteQuery>(
    graphql`
      query ReservationPaymentStepQuoteQuery($holdIds: [ID!], $entrance: [EntranceLineInput!]) {
        quote(lines: [], holdIds: $holdIds, entrance: $entrance) {
          total {
            amount
            currency
          }
          multibancoAvailable
        }
      }
    `,
    reserved,
    { fetchPolicy: 'network-only' },
  );
  return (
    <PaymentStep
      items={{ lines: [], ...reserved }}
      billing={billing}
      methods={METHODS.filter((method) => method !== 'MULTIBANCO' || quote.multibancoAvailable)}
      summary={
        <p className={shop.notice}>
          {t('cart.grandTotal')}: <strong>{formatPrice(quote.total, language)}</strong>
        </p>
      }
      // Placing the order sells the holds: the channel's notice about it answers this request.
      onPlacing={ownRequestStarted}
      onBack={onBack}
      onPlaced={onPlaced}
      onBillingErrors={onBillingErrors}
    />
  );
}
