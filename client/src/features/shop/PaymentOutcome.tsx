import { useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import buttons from '../../components/ui/buttons.module.css';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { PaymentOutcomeStatusSubscription, PaymentStatus } from './__generated__/PaymentOutcomeStatusSubscription.graphql';
import type { Payment, PlacedOrder } from './PaymentStep.tsx';
import { ResultIcon } from './ResultIcon.tsx';
import styles from '../../styles/shop.module.css';

/**
 * What follows a placed order paid by MB WAY or Multibanco (spec 001 §4 "Placing the order"). The
 * card payment leaves the site for the provider's page instead.
 */
export function PaymentOutcome({ order, payment }: { order: PlacedOrder; payment: Payment }) {
  const { t, language } = useShopTranslation();
  return (
    <section className={styles.section} aria-labelledby="payment-outcome">
      <h2 id="payment-outcome" className={styles.stepHeading} tabIndex={-1}>
        {t('messages.confirm_purchase_success')}
      </h2>
      <p>{t('payment.orderNumber', { number: order.number })}</p>
      {payment.__typename === 'MbWayPayment' && <MbWayOutcome orderId={order.id} phone={payment.phone} sandboxUrl={payment.sandboxApprovalUrl} />}
      {payment.__typename === 'MultibancoPayment' && (
        <>
          <p>{t('payment.multibancoIntro')}</p>
          <dl className={styles.facts}>
            <dt>{t('payment.entity')}</dt>
            <dd>{payment.reference.entity}</dd>
            <dt>{t('payment.reference')}</dt>
            <dd>{payment.reference.reference.replace(/(\d{3})(?=\d)/g, '$1 ')}</dd>
            <dt>{t('payment.amount')}</dt>
            <dd>{formatMoney(payment.reference.amount, language)}</dd>
            {payment.deadline && (
              <>
                <dt>{t('payment.deadline')}</dt>
                <dd>{formatDateTime(payment.deadline, language)}</dd>
              </>
            )}
          </dl>
        </>
      )}
      <p>
        <Link to="/" className={buttons.secondary}>
          {t('payment.home')}
        </Link>
      </p>
    </section>
  );
}

/**
 * MB WAY: the pending message until the phone approves. The page follows the order's payment
 * state over the subscription, so "paid" shows without a reload.
 */
function MbWayOutcome({ orderId, phone, sandboxUrl }: { orderId: string; phone: string; sandboxUrl: string | null | undefined }) {
  const { t } = useShopTranslation();
  const [status, setStatus] = useState<PaymentStatus>('PENDING');
  const config = useMemo<GraphQLSubscriptionConfig<PaymentOutcomeStatusSubscription>>(
    () => ({
      subscription: graphql`
        subscription PaymentOutcomeStatusSubscription($orderId: ID!) {
          orderPaymentStatus(orderId: $orderId)
        }
      `,
      variables: { orderId },
      onNext: (response) => {
        if (response) setStatus(response.orderPaymentStatus);
      },
    }),
    [orderId],
  );
  useSubscription(config);
  const paid = status === 'PAID' || status === 'PAID_CONFIRMED';
  const failed = status === 'FAILED' || status === 'REFUNDED';
  const state = paid ? 'paid' : failed ? 'failed' : 'pending';
  return (
    <div className={styles.result}>
      <ResultIcon state={state} />
      <p role="status" data-payment-status={status}>
        {paid ? t('payment.mbwayPaid') : failed ? t('payment.mbwayFailed') : t('payment.mbwayPending', { phone })}
      </p>
      {/* The payment sandbox's page stands in for the phone's app (demo installations only). */}
      {sandboxUrl && state === 'pending' && (
        <p>
          <a href={sandboxUrl} target="_blank" rel="noopener noreferrer">
            {t('payment.mbwaySandbox')}
          </a>
        </p>
      )}
    </div>
  );
}
