import { createColumnHelper, flexRender, getCoreRowModel, getExpandedRowModel, useReactTable, type ExpandedState } from '@tanstack/react-table';
import { Fragment, useId, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { RichText } from '../../components/ui/RichText.tsx';
import { formatMoney } from '../../shared/format.ts';
import { type CartKind, listOf, quantityOf, updateCart, useCart, withChange } from '../cart/index.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { ProductTable_products$data, ProductTable_products$key } from './__generated__/ProductTable_products.graphql';
import { QuantityStepper } from './QuantityStepper.tsx';
import styles from '../../styles/shop.module.css';

type Row = ProductTable_products$data[number];

const column = createColumnHelper<Row>();

/**
 * A product's stepper, reading the cart itself: a change of quantity re-renders the steppers, not
 * the table, whose cells would otherwise be made anew and take the focus from the button pressed.
 */
function ProductStepper({ product, list, announce }: { product: Row; list: ReturnType<typeof listOf>; announce: (text: string) => void }) {
  const { t } = useShopTranslation();
  const cart = useCart();
  const label = `${product.name} · ${product.category}`;
  return (
    <QuantityStepper
      name={label}
      quantity={quantityOf(cart, list, product.databaseId)}
      onChange={(delta) => {
        const next = updateCart((current) => withChange(current, list, product.databaseId, delta));
        announce(t('stepper.announce', { name: label, quantity: quantityOf(next, list, product.databaseId) }));
      }}
    />
  );
}

/**
 * A catalogue list (spec 001 §2.1, §2.6): name, category, observation, price and a quantity
 * stepper per product; a row expands to show the description. The lesson price list puts the
 * price first. Quantities are the browser cart's (spec 001 §3.1), shared with the header's menu.
 */
export function ProductTable({
  products,
  kind,
  caption,
  priceFirst = false,
  announce,
}: {
  products: ProductTable_products$key;
  kind: CartKind;
  caption: string;
  priceFirst?: boolean;
  announce: (text: string) => void;
}) {
  const rows = useFragment(
    graphql`
      fragment ProductTable_products on Product @relay(plural: true) {
        id
        databaseId
        name
        category
        observation
        description
        hasPage
        slug
        price {
          amount
          currency
        }
      }
    `,
    products,
  );
  const { t, language } = useShopTranslation();
  const list = listOf(kind);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const tableId = useId();

  const columns = useMemo(() => {
    const name = column.accessor('name', {
      header: () => t('table.name'),
      cell: ({ row }) => (
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={row.getIsExpanded()}
          aria-controls={`${tableId}-${row.id}`}
          onClick={row.getToggleExpandedHandler()}
        >
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="m4 2 4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          {row.original.name}
          <span className="visually-hidden"> ({t('table.showDescription', { name: row.original.name })})</span>
        </button>
      ),
    });
    const price = column.accessor((row) => row.price, {
      id: 'price',
      header: () => t('table.price'),
      cell: (info) => formatMoney(info.getValue(), language),
      meta: { numeric: true },
    });
    const rest = [
      column.accessor('category', { header: () => t('table.category') }),
      column.accessor('observation', { header: () => t('table.observation') }),
    ];
    const quantity = column.display({
      id: 'quantity',
      header: () => t('table.quantity'),
      cell: ({ row }) => <ProductStepper product={row.original} list={list} announce={announce} />,
    });
    return priceFirst ? [price, name, ...rest, quantity] : [name, ...rest, price, quantity];
  }, [t, language, tableId, list, priceFirst, announce]);

  const table = useReactTable({
    data: rows as Row[],
    columns,
    state: { expanded },
    onExpandedChange: setExpanded,
    getRowId: (row) => row.id,
    getRowCanExpand: () => true,
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
  });

  if (rows.length === 0) return <p className={styles.empty}>{t('store.empty')}</p>;

  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={header.column.columnDef.meta?.numeric ? styles.number : undefined}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <Fragment key={row.id}>
              <tr>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cell.column.columnDef.meta?.numeric ? styles.number : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
              <tr className={styles.details} id={`${tableId}-${row.id}`} hidden={!row.getIsExpanded()}>
                <td colSpan={row.getVisibleCells().length}>
                  {row.original.description.trim() ? <RichText html={row.original.description} /> : <p>{t('table.noDescription')}</p>}
                  {row.original.hasPage && (
                    <p>
                      <Link to={`/store/product/${row.original.databaseId}`}>
                        {t('table.productPage')}: {row.original.name}
                      </Link>
                    </p>
                  )}
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
