import { graphql, useFragment } from 'react-relay/hooks';
import { formatMoney, formatPercent } from '../../shared/format.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { OrderSummary_quote$key } from './__generated__/OrderSummary_quote.graphql';
import styles from '../../styles/shop.module.css';
import { TableHead } from '../../components/ui/TableHead.tsx';

/**
 * Step 0 of the cart (spec 001 §2.3): product, unit price with VAT, quantity, VAT percent and
 * total per line, then the totals. Every amount is the server's quote (one slope rental line per
 * pass included, spec 001 §4): the browser adds nothing up.
 */
export function OrderSummary({ quote }: { quote: OrderSummary_quote$key }) {
  const data = useFragment(
    graphql`
      fragment OrderSummary_quote on Quote {
        lines {
          productId
          partOfProductId
          name
          quantity
          vatRate
          unitPrice {
            amount
            currency
          }
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
        userErrors {
          code
        }
      }
    `,
    quote,
  );
  const { t, language } = useShopTranslation();
  return (
    <>
      {data.userErrors.length > 0 && (
        <p className={`${styles.notice} ${styles.warning}`} role="status">
          {t('cart.unavailable')}
        </p>
      )}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('cart.step.order')}</caption>
          <TableHead columns={[[t('cart.product')], [t('cart.unitPrice'), styles.number], [t('cart.quantity'), styles.number], [t('cart.vat'), styles.number], [t('cart.total'), styles.number]]} />
          <tbody>
            {data.lines.map((line, index) => (
              <tr key={`${line.productId}-${line.partOfProductId ?? ''}-${index}`} data-product-id={line.productId}>
                <th scope="row">{line.name}</th>
                <td className={styles.number}>{formatMoney(line.unitPrice, language)}</td>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{formatPercent(line.vatRate, language)}</td>
                <td className={styles.number}>{formatMoney(line.total, language)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('cart.netTotal')}
              </th>
              <td className={styles.number}>{formatMoney(data.netTotal, language)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                {t('cart.vatTotal')}
              </th>
              <td className={styles.number}>{formatMoney(data.vatTotal, language)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                {t('cart.grandTotal')}
              </th>
              <td className={styles.number} data-testid="quote-total">
                {formatMoney(data.total, language)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
