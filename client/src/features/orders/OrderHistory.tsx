import { useId, useMemo, useState, useTransition, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { useAccountTranslation } from '../../i18n/account-i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages.ts';
import type { OrderHistory_account$data, OrderHistory_account$key } from './__generated__/OrderHistory_account.graphql';
import type { OrderHistoryPaginationQuery } from './__generated__/OrderHistoryPaginationQuery.graphql';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { methodLabel } from './labels.ts';
import { OrderDetailsDialog } from './OrderDetailsDialog.tsx';
import styles from './orders.module.css';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

/** spec 001 §2.5, §9: 25 by default, 50, 100, and all (the gateway reads up to 500 at a time). */
export const PAGE_SIZES = [25, 50, 100] as const;
export const ALL_ORDERS = 500;

type Row = NonNullable<NonNullable<OrderHistory_account$data['orders']['edges']>[number]>['node'];

/**
 * A column of the table. The table only lists the rows it is given (no sorting, filtering or
 * paging of its own: the page size asks the gateway), so it is drawn from these directly, with
 * no table library on the way to the page's first paint.
 */
interface Column {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts are right-aligned. */
  numeric?: boolean;
}

/**
 * The purchase history (spec 001 §2.5): a table of the account's orders, newest first, with the
 * number, date (Lisbon time), payment status, method, total and a details button. The page size
 * (25, 50, 100, all) reloads the list with that many; "show more" reads the next ones. The lines
 * of an order are read when its details open, so the list stays within the gateway's query cost.
 */
export function OrderHistory({ account }: { account: OrderHistory_account$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<OrderHistoryPaginationQuery, OrderHistory_account$key>(
    graphql`
      fragment OrderHistory_account on Account
      @refetchable(queryName: "OrderHistoryPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 25 }, after: { type: "String" }) {
        orders(first: $first, after: $after) @connection(key: "OrderHistory_orders") {
          totalCount
          edges {
            node {
              id
              number
              placedAt
              paymentStatus
              paymentMethod
              total {
                amount
                currency
              }
            }
          }
        }
      }
    `,
    account,
  );
  const { t, i18n } = useAccountTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [pending, startTransition] = useTransition();
  const [selected, setSelected] = useState<Row | null>(null);
  const sizeId = useId();
  const captionId = useId();

  const rows = useMemo(() => (data.orders.edges ?? []).flatMap((edge) => (edge ? [edge.node] : [])), [data.orders.edges]);
  const columns = useMemo<Column[]>(
    () => [
      { id: 'number', header: t('orders.number'), cell: (row) => row.number },
      { id: 'placedAt', header: t('orders.date'), cell: (row) => <time dateTime={row.placedAt}>{formatDateTime(row.placedAt, language)}</time> },
      { id: 'paymentStatus', header: t('orders.status'), cell: (row) => <PaymentStatusBadge status={row.paymentStatus} /> },
      { id: 'paymentMethod', header: t('orders.method'), cell: (row) => methodLabel(row.paymentMethod, t) },
      { id: 'total', header: t('orders.total'), cell: (row) => formatMoney(row.total, language), numeric: true },
      {
        id: 'details',
        header: <span className="visually-hidden">{t('orders.actions')}</span>,
        cell: (row) => (
          <button type="button" className={buttons.secondary} aria-haspopup="dialog" onClick={() => setSelected(row)}>
            {t('orders.details')}
            <span className="visually-hidden"> {t('orders.detailsOf', { number: row.number })}</span>
          </button>
        ),
      },
    ],
    [t, language],
  );

  const changePageSize = (size: number) => {
    setPageSize(size);
    // Asked again from the network: the list then holds exactly the first `size` orders.
    startTransition(() => {
      refetch({ first: size }, { fetchPolicy: 'network-only' });
    });
  };

  const total = data.orders.totalCount;
  if (total === 0 && rows.length === 0) {
    return <p className={styles.empty}>{t('orders.empty')}</p>;
  }

  const busy = pending || isLoadingNext;
  return (
    <div className={styles.history}>
      <div className={styles.toolbar}>
        <div className={styles.pageSize}>
          <label htmlFor={sizeId}>{t('orders.pageSize')}</label>
          <select id={sizeId} className={styles.select} value={pageSize} onChange={(event) => changePageSize(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
            <option value={ALL_ORDERS}>{t('orders.all')}</option>
          </select>
        </div>
        <p className={styles.count} role="status">
          {busy ? t('orders.loading') : t('orders.showing', { shown: rows.length, total: Math.max(total, rows.length) })}
        </p>
      </div>
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={busy}>
          <caption id={captionId} className={styles.caption}>
            {t('orders.caption')}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={column.numeric ? styles.numeric : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => {
                  const content = column.cell(row);
                  // The order number names its row for screen readers.
                  return column.id === 'number' ? (
                    <th key={column.id} scope="row" className={styles.rowHeader}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.id} className={column.numeric ? styles.numeric : undefined}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasNext && (
        <div className={styles.more}>
          <button type="button" className={buttons.secondary} aria-busy={isLoadingNext} onClick={() => !isLoadingNext && loadNext(pageSize)}>
            {t('orders.loadMore')}
          </button>
        </div>
      )}
      {selected && <OrderDetailsDialog orderId={selected.id} number={selected.number} onClose={() => setSelected(null)} />}
    </div>
  );
}
