import { useId, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { Modal } from '../../components/ui/dialogs/Modal.tsx';
import { useDeskDayTranslation } from '../../i18n/desk-day-i18n.ts';
import fields from '../../components/forms/fields.module.css';
import type { RefundDialogMutation } from './__generated__/RefundDialogMutation.graphql';
import styles from './desk-day.module.css';

/** The order a refund is asked for, and its bookings shown on the page. */
export interface RefundTarget {
  orderId: string;
  number: string;
  customer: string;
  /** The page's bookings of the order: the updater marks them refunded. */
  bookingIds: string[];
}

const REASON_MAX = 500;

const refundMutation = graphql`
  mutation RefundDialogMutation($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      order {
        id
        number
        paymentStatus
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

/**
 * Refund at the counter: an accessible dialog (the site's Modal) asking why. The server refunds
 * the whole order, gives its seats back and refuses a second refund, an unpaid order or a slot
 * already started, each with its message in the clerk's language, shown here.
 */
export function RefundDialog({ target, onClose, onRefunded }: { target: RefundTarget; onClose: () => void; onRefunded: (number: string) => void }) {
  const { t } = useDeskDayTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [commit, inFlight] = useMutation<RefundDialogMutation>(refundMutation);
  const reasonId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight) return;
    setError('');
    commit({
      variables: { input: { orderId: target.orderId, reason } },
      // The order's bookings on the page turn refunded (grey) at once; the day's live list
      // brings the seats back with the next change the server announces.
      updater: (store, answer) => {
        if (!answer?.refundOrder.order) return;
        for (const id of target.bookingIds) {
          const booking = store.get(id);
          booking?.setValue('REFUNDED', 'paymentStatus');
          booking?.setValue(false, 'refundable');
        }
      },
      onCompleted: (answer) => {
        const { order, userErrors } = answer.refundOrder;
        if (order && userErrors.length === 0) onRefunded(order.number);
        else setError(userErrors[0]?.message || t('refund.failed'));
      },
      onError: () => setError(t('refund.failed')),
    });
  };

  return (
    <Modal title={t('refund.title', { number: target.number })} closeLabel={t('refund.close')} onClose={onClose}>
      <form className={fields.form} onSubmit={submit} noValidate>
        <p className={fields.note}>{t('refund.intro', { customer: target.customer })}</p>
        <div className={fields.field}>
          <label htmlFor={reasonId} className={fields.label}>
            {t('refund.reason')}
          </label>
          <textarea
            id={reasonId}
            className={`${fields.input} ${styles.reason}`}
            value={reason}
            maxLength={REASON_MAX}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className={fields.error}>
            {error}
          </p>
        )}
        <div className={fields.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('refund.cancel')}
          </button>
          <button type="submit" className={buttons.primary} aria-busy={inFlight || undefined} disabled={inFlight}>
            {t('refund.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
