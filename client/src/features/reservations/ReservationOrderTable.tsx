import shop from '../../styles/shop.module.css';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { Countdown } from './Countdown.tsx';
import { formatPrice, totalOf } from './money.ts';
import type { ReservationLine } from './order-lines.ts';
import { TableHead } from '../../components/ui/TableHead.tsx';

/**
 * Step 1 of the reservation cart (spec 002 §2 "Customer cart": the step 0 table shows the order
 * lines): each line's product, day and start, time left on a hold, quantity, unit price and
 * total; the sum below. The order's real total is the server's, computed when it is placed.
 */
export function ReservationOrderTable({ lines }: { lines: ReadonlyArray<ReservationLine> }) {
  const { t, language } = useReservationsTranslation();
  return (
    <div className={shop.scroller}>
      <table className={shop.table}>
        <caption className="visually-hidden">{t('cart.orderLines')}</caption>
        <TableHead columns={[[t('cart.product')], [t('cart.when')], [t('cart.remaining')], [t('cart.quantity')], [t('cart.unitPrice')], [t('cart.total')]]} />
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">
                {line.name}
                {line.note && <div className={shop.details}>{line.note}</div>}
              </th>
              <td>{line.start ? `${line.date} ${line.start}` : line.date}</td>
              <td>{line.expiresAt ? <Countdown expiresAt={line.expiresAt} /> : '—'}</td>
              <td className={shop.number}>{line.quantity}</td>
              <td className={shop.number}>{formatPrice(line.unitPrice, language)}</td>
              <td className={shop.number}>{formatPrice(totalOf([line]), language)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              {t('cart.grandTotal')}
            </th>
            <td className={shop.number}>{formatPrice(totalOf(lines), language)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
