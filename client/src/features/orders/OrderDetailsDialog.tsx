import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Modal } from '../../components/ui/dialogs/Modal.tsx';
import { useAccountTranslation } from '../../i18n/account-i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages.ts';
import { useLessonsTranslation } from '../../i18n/lessons-i18n.ts';
import type { OrderDetailsDialogQuery } from './__generated__/OrderDetailsDialogQuery.graphql';
import { formatDateTime, formatMoney, formatPercent } from '../../shared/format.ts';
import { methodLabel } from './labels.ts';
import styles from './orders.module.css';
import { PaymentStatusBadge, paymentStatus } from './PaymentStatusBadge.tsx';
import { TableHead } from '../../components/ui/TableHead.tsx';

interface OrderDetailsDialogProps {
  orderId: string;
  /** Known from the list, so the title shows at once. */
  number: string;
  onClose: () => void;
}

/**
 * The details popup of the purchase history (spec 001 §2.5): status, date, payment method, the
 * payment deadline of a pending order, the Multibanco entity, reference and amount when there is
 * one, the lines (product, quantity, unit net price, VAT, total) and the totals. The order is read
 * when the popup opens (once: later openings use the store).
 */
export function OrderDetailsDialog({ orderId, number, onClose }: OrderDetailsDialogProps) {
  const { t } = useAccountTranslation();
  return (
    <Modal title={t('orders.dialogTitle', { number })} closeLabel={t('common.close')} onClose={onClose} wide>
      <Suspense
        fallback={
          <p role="status" className={styles.count}>
            {t('orders.loading')}
          </p>
        }
      >
        <OrderDetails orderId={orderId} />
      </Suspense>
    </Modal>
  );
}

function OrderDetails({ orderId }: { orderId: string }) {
  const data = useLazyLoadQuery<OrderDetailsDialogQuery>(
    graphql`
      query OrderDetailsDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Order {
            id
            hasLessons
            placedAt
            paymentStatus
            paymentMethod
            paymentDeadline
            multibanco {
              entity
              reference
              amount {
                amount
                currency
              }
            }
            lines {
              description
              detail
              quantity
              unitNetPrice {
                amount
                currency
              }
              vatRate
              total {
                amount
                currency
              }
            }
            netTotal {
              amount
              currency
            }
            vatTotal {
              amount
              currency
            }
            total {
              amount
              currency
            }
          }
        }
      }
    `,
    { id: orderId },
    { fetchPolicy: 'store-or-network' },
  );
  const { t, i18n } = useAccountTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const order = data.node;
  if (!order?.lines) {
    return <p className={styles.count}>{t('orders.notFound')}</p>;
  }
  const pending = paymentStatus(order.paymentStatus ?? '') === 'PENDING';

  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.status')}</dt>
          <dd>
            <PaymentStatusBadge status={order.paymentStatus ?? ''} />
          </dd>
        </div>
        {order.placedAt && (
          <div>
            <dt>{t('orders.date')}</dt>
            <dd>
              <time dateTime={order.placedAt}>{formatDateTime(order.placedAt, language)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('orders.method')}</dt>
          <dd>{methodLabel(order.paymentMethod, t)}</dd>
        </div>
        {pending && order.paymentDeadline && (
          <div>
            <dt>{t('orders.deadline')}</dt>
            <dd>
              <time dateTime={order.paymentDeadline}>{formatDateTime(order.paymentDeadline, language)}</time>
            </dd>
          </div>
        )}
      </dl>

      {order.hasLessons && order.id && <ScheduleLessonsLink orderId={order.id} />}

      {order.multibanco && (
        <section className={styles.multibanco} aria-labelledby="order-multibanco">
          <h3 id="order-multibanco" className={styles.subheading}>
            {t('orders.multibanco')}
          </h3>
          <dl className={styles.facts}>
            <div>
              <dt>{t('orders.entity')}</dt>
              <dd className={styles.code}>{order.multibanco.entity}</dd>
            </div>
            <div>
              <dt>{t('orders.reference')}</dt>
              <dd className={styles.code}>{order.multibanco.reference.replace(/(\d{3})(?=\d)/g, '$1 ')}</dd>
            </div>
            <div>
              <dt>{t('orders.amount')}</dt>
              <dd>{formatMoney(order.multibanco.amount, language)}</dd>
            </div>
          </dl>
        </section>
      )}

      <div className={styles.scroller} role="region" aria-labelledby="order-lines" tabIndex={0}>
        <table className={styles.table}>
          <caption id="order-lines" className={styles.caption}>
            {t('orders.lines')}
          </caption>
          <TableHead columns={[[t('orders.product')], [t('orders.quantity'), styles.numeric], [t('orders.unitPrice'), styles.numeric], [t('orders.vatRate'), styles.numeric], [t('orders.lineTotal'), styles.numeric]]} />
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row" className={styles.rowHeader}>
                  {line.description}
                  {line.detail && <span className={styles.detail}>{line.detail}</span>}
                </th>
                <td className={styles.numeric}>{line.quantity}</td>
                <td className={styles.numeric}>{formatMoney(line.unitNetPrice, language)}</td>
                <td className={styles.numeric}>{formatPercent(line.vatRate, language)}</td>
                <td className={styles.numeric}>{formatMoney(line.total, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {order.netTotal && order.vatTotal && order.total && (
        <dl className={styles.totals}>
          <div>
            <dt>{t('orders.netTotal')}</dt>
            <dd>{formatMoney(order.netTotal, language)}</dd>
          </div>
          <div>
            <dt>{t('orders.vatTotal')}</dt>
            <dd>{formatMoney(order.vatTotal, language)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>{t('orders.grandTotal')}</dt>
            <dd>{formatMoney(order.total, language)}</dd>
          </div>
        </dl>
      )}
    </>
  );
}

/** spec 001 §2.7: an order with lessons links to its scheduling screen. */
function ScheduleLessonsLink({ orderId }: { orderId: string }) {
  const { t } = useLessonsTranslation();
  return (
    <p>
      <Link to={`/agendar/aula/${encodeURIComponent(orderId)}`}>{t('page.schedule')}</Link>
    </p>
  );
}
