import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { ConfirmDialog, MessageDialog, type Message, type Question } from '../../components/ui/dialogs/AlertDialogs.tsx';
import fieldStyles from '../../components/forms/fields.module.css';
import { useMutationPromise, type UserErrorLike } from '../../components/forms/form-helpers.ts';
import { type BillingStepValues, checkoutKey } from '../shop/index.ts';
import shop from '../../styles/shop.module.css';
import { useDeskTranslation } from '../../i18n/desk-i18n.ts';
import { formatPrice, ownRequestStarted, type ReservationLine, totalOf } from '../reservations/index.ts';
import type { DeskPaymentStepPlaceMutation, DeskPaymentStepPlaceMutation$data } from './__generated__/DeskPaymentStepPlaceMutation.graphql';
import { deskOrderInput, isPayable } from './desk-order.ts';
import styles from './desk.module.css';

export type DeskReceiptRef = NonNullable<DeskPaymentStepPlaceMutation$data['placeDeskOrder']['receipt']>;

/**
 * Step 2 of the desk cart (spec 002 §2 "Desk cart"): the total and one button, for the method
 * desk. A total above 0 asks for the purchase confirmation first, then `placeDeskOrder` does the
 * whole sequence of spec 002 §4 on the server; a total not above 0 is the 'order finalized'
 * error, then the home page. Billing field errors go back to step 1.
 */
export function DeskPaymentStep({
  lines,
  entranceDate,
  billing,
  customerId,
  onBack,
  onPlaced,
  onBillingErrors,
  onNothingToPay,
}: {
  lines: ReadonlyArray<ReservationLine>;
  entranceDate: string | null;
  billing: BillingStepValues;
  customerId: number | null;
  onBack: () => void;
  onPlaced: (receipt: DeskReceiptRef) => void;
  onBillingErrors: (errors: UserErrorLike[]) => void;
  onNothingToPay: () => void;
}) {
  const { t, language } = useDeskTranslation();
  const [question, setQuestion] = useState<Question | null>(null);
  const [failure, setFailure] = useState<Message | null>(null);
  const [place, inFlight] = useMutationPromise<DeskPaymentStepPlaceMutation>(graphql`
    mutation DeskPaymentStepPlaceMutation($input: PlaceDeskOrderInput!) {
      placeDeskOrder(input: $input) {
        receipt {
          ...DeskReceipt_receipt
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `);
  const total = totalOf(lines);
  const nothingToPay = () => setFailure({ title: t('payment.errorTitle'), text: t('payment.finalizedError'), tone: 'error', afterClose: onNothingToPay });

  const send = async () => {
    // The sale sells the clerk's holds: the channel's notice about it echoes this request.
    const settled = ownRequestStarted();
    let answer: DeskPaymentStepPlaceMutation['response'];
    try {
      // The key is made once per checkout and kept until the order is placed (a retry is the same order).
      answer = await place({ input: deskOrderInput(lines, entranceDate, billing, checkoutKey(), customerId) });
    } catch {
      settled();
      setFailure({ title: t('payment.errorTitle'), text: t('payment.failed'), tone: 'error' });
      return;
    }
    settled();
    const { receipt, userErrors } = answer.placeDeskOrder;
    if (receipt && userErrors.length === 0) {
      onPlaced(receipt);
      return;
    }
    const fieldOf = (error: UserErrorLike) => (error.field[0] === 'input' ? error.field.slice(1) : error.field);
    const billingErrors = userErrors.filter((error) => fieldOf(error)[0] === 'billing' || fieldOf(error)[0] === 'termsAccepted');
    if (billingErrors.length > 0) {
      onBillingErrors(billingErrors.map((error) => ({ code: error.code, field: fieldOf(error) })));
      return;
    }
    if (userErrors.some((error) => error.code === 'ORDER_FINALIZED_ERROR')) {
      nothingToPay();
      return;
    }
    setFailure({ title: t('payment.errorTitle'), text: userErrors[0]?.message || t('payment.failed'), tone: 'error' });
  };

  const pay = () => {
    if (inFlight) return;
    // spec 002 §4: a total not above 0 is not placed.
    if (!isPayable(lines)) {
      nothingToPay();
      return;
    }
    setQuestion({
      title: t('payment.confirmTitle'),
      text: t('payment.confirmText', { total: formatPrice(total, language) }),
      confirmLabel: t('payment.confirm'),
      onConfirm: () => void send(),
    });
  };

  return (
    <div className={fieldStyles.form}>
      <p className={`${shop.notice} ${styles.total}`}>
        {t('payment.total')}: <strong>{formatPrice(total, language)}</strong>
      </p>
      <div className={shop.actions}>
        <button type="button" className={buttons.secondary} onClick={onBack}>
          {t('payment.back')}
        </button>
        <button type="button" className={`${buttons.primary} ${styles.payButton}`} aria-busy={inFlight} onClick={pay}>
          {inFlight ? t('payment.paying') : t('payment.pay')}
        </button>
      </div>
      <ConfirmDialog question={question} cancelLabel={t('payment.cancel')} onClose={() => setQuestion(null)} />
      <MessageDialog message={failure} okLabel={t('payment.ok')} onClose={() => setFailure(null)} />
    </div>
  );
}
