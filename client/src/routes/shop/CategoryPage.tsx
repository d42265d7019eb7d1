import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { CartKind } from '../../features/cart/index.ts';
import { ProductTable, StoreActions, useAnnouncer } from '../../features/shop/index.ts';
import styles from '../../styles/shop.module.css';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { CategoryPageQuery } from './__generated__/CategoryPageQuery.graphql';
import { ShopPage } from './ShopPage.tsx';
import { useRouteQuery } from '../route-query.ts';

/**
 * /store/:category (spec 001 §2.2): the products of one product group, in the list's table. The
 * group's products may be of several kinds; each row's stepper fills the cart list of its kind.
 */
export function CategoryPage() {
  const data = useRouteQuery<CategoryPageQuery>(graphql`
    query CategoryPageQuery($code: String!) @preloadable {
      ...SeoLayout_query
      productGroup(code: $code) {
        code
        name
        products {
          kind
          ...ProductTable_products
        }
      }
    }
  `);
  const { t } = useShopTranslation();
  const [announce, liveRegion] = useAnnouncer();
  const group = data.productGroup;
  // One table per kind, in the order the kinds first appear (a group usually holds one kind).
  const byKind = new Map<CartKind, Array<NonNullable<typeof group>['products'][number]>>();
  for (const product of group?.products ?? []) byKind.set(product.kind as CartKind, [...(byKind.get(product.kind as CartKind) ?? []), product]);
  return (
    <ShopPage query={data} title={group?.name ?? t('tariffs.title')}>
      {group ? (
        <>
          {byKind.size === 0 && <p className={styles.empty}>{t('store.empty')}</p>}
          {[...byKind].map(([kind, products]) => (
            <section key={kind} className={styles.section} aria-label={byKind.size > 1 ? t(`lists.${kind}`) : group.name}>
              {byKind.size > 1 && <h2 className={styles.sectionTitle}>{t(`lists.${kind}`)}</h2>}
              <ProductTable products={products} kind={kind} caption={group.name} priceFirst={kind === 'LESSON'} announce={announce} />
            </section>
          ))}
          <StoreActions />
        </>
      ) : (
        <>
          <p className={styles.empty}>{t('category.notFound')}</p>
          <p>
            <Link to="/store/tarifas">{t('store.tariffs')}</Link>
          </p>
        </>
      )}
      {liveRegion}
    </ShopPage>
  );
}
