import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { MessageDialog, type Message } from '../../components/ui/dialogs/AlertDialogs.tsx';
import fieldStyles from '../account/forms/fields.module.css';
import { useMutationPromise, type UserErrorLike } from '../account/forms/form-helpers.ts';
import type { BillingStepValues } from '../shop/billing.ts';
import { checkoutKey } from '../shop/checkout-key.ts';
import { PHONE_REMINDER_MS, type Payment, type PlacedOrder } from '../shop/PaymentStep.tsx';
import shop from '../shop/shop.module.css';
import { useErrorText } from '../../i18n/account-i18n.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { ReservationPaymentStepPlaceOrderMutation } from './__generated__/ReservationPaymentStepPlaceOrderMutation.graphql';
import type { ReservationPaymentStepQuoteQuery } from './__generated__/ReservationPaymentStepQuoteQuery.graphql';
import { formatPrice } from './money.ts';
import { ownRequestStarted } from './own-requests.ts';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { reservationCart, type ReservationLine } from './order-lines.ts';

const METHODS = ['CARD', 'MBWAY', 'MULTIBANCO'] as const;
type Method = (typeof METHODS)[number];

type OrderInput = ReservationPaymentStepPlaceOrderMutation['variables']['input'];

/**
 * The order of a reservation cart: the held slots by hold id and the entrance tickets by product
 * id and quantity, for their day (spec 002 §3); the server prices them, never the browser.
 */
export function reservationOrderInput(lines: ReadonlyArray<ReservationLine>, entranceDate: string | null, billing: BillingStepValues, method: Method, phone: string): OrderInput {
  return {
    idempotencyKey: checkoutKey(),
    lines: [],
    ...reservationCart(lines, entranceDate),
    billing: {
      name: billing.name,
      vat: billing.vat,
      email: billing.email,
      mobilePhone: billing.mobilePhone,
      address: billing.address,
      locality: billing.locality,
      postalCode: billing.postalCode,
      country: billing.country,
    },
    paymentMethod: method,
    mbWayPhone: method === 'MBWAY' ? phone.trim() : null,
    termsAccepted: billing.termsAccepted,
  };
}

/**
 * Step 3 of the reservation cart (spec 002 §2, §4 "Customer payment"): card, MB WAY (phone
 * required, asked again after 2000 ms) or Multibanco, then one `placeOrder`. Billing field errors
 * go back to step 2; anything else is the purchase error of spec 002 §8.
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
  const { t } = useShopTranslation();
  const reservationsText = useReservationsTranslation();
  const errorText = useErrorText();
  // The order's total and whether Multibanco can still pay it, as the server prices the cart.
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
    reservationCart(lines, entranceDate),
    { fetchPolicy: 'network-only' },
  );
  const methods = METHODS.filter((value) => value !== 'MULTIBANCO' || quote.multibancoAvailable);
  const [method, setMethod] = useState<Method>('CARD');
  const [phone, setPhone] = useState(billing.mobilePhone);
  const [reminder, setReminder] = useState(false);
  const [failure, setFailure] = useState<Message | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const phoneId = useId();
  const [place, inFlight] = useMutationPromise<ReservationPaymentStepPlaceOrderMutation>(graphql`
    mutation ReservationPaymentStepPlaceOrderMutation($input: PlaceOrderInput!) {
      placeOrder(input: $input) {
        order {
          id
          number
          total {
            amount
            currency
          }
        }
        payment {
          __typename
          ... on CardPayment {
            redirectUrl
          }
          ... on MbWayPayment {
            phone
            expiresAt
            sandboxApprovalUrl
          }
          ... on MultibancoPayment {
            reference {
              entity
              reference
              amount {
                amount
                currency
              }
            }
            deadline
          }
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `);

  useEffect(() => {
    if (!reminder) return undefined;
    const timer = window.setTimeout(() => {
      setReminder(false);
      phoneRef.current?.focus();
    }, PHONE_REMINDER_MS);
    return () => window.clearTimeout(timer);
  }, [reminder]);

  const pay = async () => {
    if (inFlight) return;
    // spec 002 §5: MB WAY needs a phone number.
    if (method === 'MBWAY' && phone.trim() === '') {
      setReminder(true);
      return;
    }
    let answer: ReservationPaymentStepPlaceOrderMutation['response'];
    // Placing the order sells the holds: the channel's notice about it echoes this request.
    const settled = ownRequestStarted();
    try {
      answer = await place({ input: reservationOrderInput(lines, entranceDate, billing, method, phone) });
    } catch {
      settled();
      setFailure({ title: t('messages.orderTitle'), text: t('messages.confirm_purchase_error'), tone: 'error' });
      return;
    }
    settled();
    const { order, payment, userErrors } = answer.placeOrder;
    if (order && payment && userErrors.length === 0) {
      onPlaced(order, payment);
      return;
    }
    const fieldOf = (error: UserErrorLike) => (error.field[0] === 'input' ? error.field.slice(1) : error.field);
    const billingErrors = userErrors.filter((error) => fieldOf(error)[0] === 'billing' || fieldOf(error)[0] === 'termsAccepted');
    if (billingErrors.length > 0) {
      onBillingErrors(billingErrors.map((error) => ({ code: error.code, field: fieldOf(error) })));
      return;
    }
    setFailure({ title: t('messages.orderTitle'), text: `${t('messages.confirm_purchase_error')}: ${errorText(userErrors[0]?.code)}`, tone: 'error' });
  };

  return (
    <div className={fieldStyles.form}>
      <p className={shop.notice}>
        {reservationsText.t('cart.grandTotal')}: <strong>{formatPrice(quote.total, reservationsText.language)}</strong>
      </p>
      <fieldset className={shop.methods}>
        <legend className={fieldStyles.legend}>{t('payment.title')}</legend>
        {methods.map((value) => (
          <label key={value} className={shop.method}>
            <input type="radio" name="payment-method" value={value} checked={method === value} onChange={() => setMethod(value)} />
            {t(`payment.${value}`)}
          </label>
        ))}
      </fieldset>
      {method === 'MBWAY' && (
        <div className={fieldStyles.field}>
          <label htmlFor={phoneId} className={fieldStyles.label}>
            {t('payment.phone')}
          </label>
          <input
            ref={phoneRef}
            id={phoneId}
            className={fieldStyles.input}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            aria-invalid={reminder ? true : undefined}
          />
        </div>
      )}
      {reminder && (
        <p className={`${shop.notice} ${shop.warning}`} role="alert">
          {t('messages.phone_required')}
        </p>
      )}
      <div className={shop.actions}>
        <button type="button" className={buttons.secondary} onClick={onBack}>
          {t('cart.previous')}
        </button>
        <button type="button" className={buttons.primary} aria-busy={inFlight} onClick={() => void pay()}>
          {inFlight ? t('payment.paying') : t('payment.pay')}
        </button>
      </div>
      <MessageDialog message={failure} okLabel="OK" onClose={() => setFailure(null)} />
    </div>
  );
}
