import { graphql } from 'react-relay/hooks';
import type { CartKind } from '../../features/cart/index.ts';
import { ProductTable, ShopIntro, StoreActions, useAnnouncer } from '../../features/shop/index.ts';
import styles from '../../styles/shop.module.css';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { StorePageQuery } from './__generated__/StorePageQuery.graphql';
import { ShopPage } from './ShopPage.tsx';
import { useRouteQuery } from '../route-query.ts';

/** /store: the four lists (spec 001 §2.1): passes, equipment, packs and activities. */
export function StorePage() {
  const data = useRouteQuery<StorePageQuery>(graphql`
    query StorePageQuery @preloadable {
      ...SeoLayout_query
      intro: pageAt(path: "/store") {
        ...ShopIntro_page
      }
      passes: products(kind: PASS) {
        ...ProductTable_products
      }
      equipment: products(kind: EQUIPMENT) {
        ...ProductTable_products
      }
      packs: products(kind: PACK) {
        ...ProductTable_products
      }
      activities: products(kind: ACTIVITY) {
        ...ProductTable_products
      }
    }
  `);
  const { t } = useShopTranslation();
  const [announce, liveRegion] = useAnnouncer();
  const lists: Array<[CartKind, typeof data.passes]> = [
    ['PASS', data.passes],
    ['EQUIPMENT', data.equipment],
    ['PACK', data.packs],
    ['ACTIVITY', data.activities],
  ];
  return (
    <ShopPage query={data} title={t('store.title')} description={t('store.description')}>
      <ShopIntro page={data.intro} />
      {lists.map(([kind, products]) => (
        <section key={kind} className={styles.section} aria-labelledby={`list-${kind}`}>
          <h2 id={`list-${kind}`} className={styles.sectionTitle}>
            {t(`lists.${kind}`)}
          </h2>
          <ProductTable products={products} kind={kind} caption={t(`lists.${kind}`)} announce={announce} />
        </section>
      ))}
      <StoreActions />
      {liveRegion}
    </ShopPage>
  );
}
