import { QRCodeSVG } from 'qrcode.react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useDeskTranslation } from '../../i18n/desk-i18n.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import styles from './desk.module.css';
import type { DeskReceipt_receipt$key } from './__generated__/DeskReceipt_receipt.graphql';
import { TableHead } from '../../components/ui/TableHead.tsx';

/**
 * The receipt of a finished desk order, made for the counter: the order number, date,
 * customer, lines, total and the order's QR code. It is the one part of the page that prints
 * (desk.module.css `@media print`).
 */
export function DeskReceipt({ receipt }: { receipt: DeskReceipt_receipt$key }) {
  const data = useFragment(
    graphql`
      fragment DeskReceipt_receipt on DeskReceipt {
        qrCode
        billingName
        billingVat
        billingEmail
        order {
          number
          placedAt
          total {
            amount
            currency
          }
          lines {
            description
            detail
            quantity
            total {
              amount
              currency
            }
          }
        }
      }
    `,
    receipt,
  );
  const { t, language } = useDeskTranslation();
  const { order } = data;
  return (
    <section className={styles.receipt} aria-labelledby="desk-receipt" data-testid="desk-receipt">
      <h2 id="desk-receipt" className={styles.receiptTitle}>
        {t('receipt.title')} · {t('receipt.number', { number: order.number })}
      </h2>
      <dl className={styles.receiptFacts}>
        <div>
          <dt>{t('receipt.date')}</dt>
          <dd>{formatDateTime(order.placedAt, language)}</dd>
        </div>
        <div>
          <dt>{t('receipt.customer')}</dt>
          <dd>
            {data.billingName} · {data.billingEmail}
          </dd>
        </div>
        <div>
          <dt>{t('receipt.vat')}</dt>
          <dd>{data.billingVat}</dd>
        </div>
      </dl>
      <table className={styles.receiptTable}>
        <caption className="visually-hidden">{t('receipt.title')}</caption>
        <TableHead columns={[[t('receipt.product')], [t('receipt.quantity'), styles.number], [t('receipt.total'), styles.number]]} />
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                {line.description}
                {line.detail && <div className={styles.muted}>{line.detail}</div>}
              </th>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{formatMoney(line.total, language)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('receipt.total')}
            </th>
            <td className={styles.number}>{formatMoney(order.total, language)}</td>
          </tr>
        </tfoot>
      </table>
      {data.qrCode && (
        <figure className={styles.qr}>
          <QRCodeSVG value={data.qrCode} size={160} marginSize={2} title={t('receipt.qr', { number: order.number })} />
          <figcaption className={styles.muted}>{data.qrCode}</figcaption>
        </figure>
      )}
    </section>
  );
}
