import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { MessageDialog, type Message } from '../../components/ui/dialogs/AlertDialogs.tsx';
import fieldStyles from '../../components/forms/fields.module.css';
import { useMutationPromise, type UserErrorLike } from '../../components/forms/form-helpers.ts';
import { useErrorText } from '../../i18n/account-i18n.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { PaymentStepPlaceOrderMutation, PaymentStepPlaceOrderMutation$data } from './__generated__/PaymentStepPlaceOrderMutation.graphql';
import type { BillingStepValues } from './billing.ts';
import { billingInput } from './billing-steps.ts';
import { checkoutKey } from './checkout-key.ts';
import styles from '../../styles/shop.module.css';

export type PlacedOrder = NonNullable<PaymentStepPlaceOrderMutation$data['placeOrder']['order']>;
export type Payment = NonNullable<PaymentStepPlaceOrderMutation$data['placeOrder']['payment']>;

export const METHODS = ['CARD', 'MBWAY', 'MULTIBANCO'] as const;
export type Method = (typeof METHODS)[number];

type PlaceOrderInput = PaymentStepPlaceOrderMutation['variables']['input'];
/**
 * What the order is for, as ids and quantities only (the server prices them): the shop's lines,
 * and for timed reservations the held slots and entrance tickets (spec 002 §3).
 */
export type OrderedItems = Pick<PlaceOrderInput, 'lines'> & Partial<Pick<PlaceOrderInput, 'holdIds' | 'entrance'>>;

/** spec 001 §5, §9: the missing MB WAY phone notice shows for 2000 ms, then the field asks again. */
export const PHONE_REMINDER_MS = 2000;

/**
 * The payment step of a cart (spec 001 §2.3, §4, §5; spec 002 §4 "Customer payment"): card, MB WAY
 * (with the app's phone) or Multibanco, then `placeOrder` with the checkout's idempotency key and
 * the items as ids and quantities. Field errors of the billing step go back to it; anything else
 * is the order error of spec 001 §8.
 */
export function PaymentStep({
  items,
  billing,
  methods = METHODS,
  summary,
  onPlacing,
  onBack,
  onPlaced,
  onBillingErrors,
}: {
  items: OrderedItems;
  billing: BillingStepValues;
  /** The methods offered (Multibanco is left out when its deadline would come too late). */
  methods?: ReadonlyArray<Method>;
  /** Shown above the methods, e.g. the server's total. */
  summary?: ReactNode;
  /** Called as the order is sent; the function it returns, when the answer is in. */
  onPlacing?: () => () => void;
  onBack: () => void;
  onPlaced: (order: PlacedOrder, payment: Payment) => void;
  onBillingErrors: (errors: UserErrorLike[]) => void;
}) {
  const { t } = useShopTranslation();
  const errorText = useErrorText();
  const [method, setMethod] = useState<Method>('CARD');
  const [phone, setPhone] = useState(billing.mobilePhone);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [reminder, setReminder] = useState(false);
  const [failure, setFailure] = useState<Message | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const phoneId = useId();
  const [place, inFlight] = useMutationPromise<PaymentStepPlaceOrderMutation>(graphql`
    mutation PaymentStepPlaceOrderMutation($input: PlaceOrderInput!) {
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

  const orderFailed = (text: string) => setFailure({ title: t('messages.orderTitle'), text, tone: 'error' });

  const pay = async () => {
    if (inFlight) return;
    if (method === 'MBWAY' && phone.trim() === '') {
      setReminder(true);
      return;
    }
    setPhoneError(null);
    let answer: PaymentStepPlaceOrderMutation['response'];
    const settled = onPlacing?.();
    try {
      answer = await place({
        input: {
          idempotencyKey: checkoutKey(),
          ...items,
          billing: billingInput(billing),
          paymentMethod: method,
          mbWayPhone: method === 'MBWAY' ? phone.trim() : null,
          termsAccepted: billing.termsAccepted,
        },
      });
    } catch {
      settled?.();
      orderFailed(t('messages.confirm_purchase_error'));
      return;
    }
    settled?.();
    const { order, payment, userErrors } = answer.placeOrder;
    if (order && payment && userErrors.length === 0) {
      onPlaced(order, payment);
      return;
    }
    const fieldOf = (error: UserErrorLike) => (error.field[0] === 'input' ? error.field.slice(1) : error.field);
    const billingErrors = userErrors.filter((error) => fieldOf(error)[0] === 'billing' || fieldOf(error)[0] === 'termsAccepted');
    const phoneProblem = userErrors.find((error) => fieldOf(error)[0] === 'mbWayPhone');
    if (phoneProblem) {
      setPhoneError(phoneProblem.code);
      phoneRef.current?.focus();
    }
    if (billingErrors.length > 0) {
      onBillingErrors(billingErrors.map((error) => ({ code: error.code, field: fieldOf(error) })));
      return;
    }
    const other = userErrors.find((error) => error !== phoneProblem);
    if (other || !phoneProblem) orderFailed(`${t('messages.confirm_purchase_error')}: ${errorText(other?.code)}`);
  };

  return (
    <div className={fieldStyles.form}>
      {summary}
      <fieldset className={styles.methods}>
        <legend className={fieldStyles.legend}>{t('payment.title')}</legend>
        {methods.map((value) => (
          <label key={value} className={styles.method}>
            <input type="radio" name="payment-method" value={value} checked={method === value} onChange={() => setMethod(value)} />
            {t(`payment.${value}`)}
          </label>
        ))}
      </fieldset>
      {method === 'MBWAY' && (
        <div className={fieldStyles.field}>
          <span className={fieldStyles.labelRow}>
            <label htmlFor={phoneId} className={fieldStyles.label}>
              {t('payment.phone')}
            </label>
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          </span>
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
            aria-invalid={phoneError || reminder ? true : undefined}
            aria-describedby={phoneError ? `${phoneId}-error` : undefined}
          />
          {phoneError && (
            <p id={`${phoneId}-error`} className={fieldStyles.error}>
              {errorText(phoneError)}
            </p>
          )}
        </div>
      )}
      {reminder && (
        <p className={`${styles.notice} ${styles.warning}`} role="alert">
          {t('messages.phone_required')}
        </p>
      )}
      <div className={styles.actions}>
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
