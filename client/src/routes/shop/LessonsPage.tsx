import { graphql } from 'react-relay/hooks';
import { ProductTable, ShopIntro, StoreActions, useAnnouncer } from '../../features/shop/index.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { LessonsPageQuery } from './__generated__/LessonsPageQuery.graphql';
import { ShopPage } from './ShopPage.tsx';
import { useRouteQuery } from '../route-query.ts';

/**
 * /store/aulas: the lesson price list (spec 001 §2.6): price, name, category and observation, an
 * expandable description and a quantity stepper per lesson; back to the tariffs, finalize to the cart.
 */
export function LessonsPage() {
  const data = useRouteQuery<LessonsPageQuery>(graphql`
    query LessonsPageQuery @preloadable {
      ...SeoLayout_query
      intro: pageAt(path: "/store/aulas") {
        ...ShopIntro_page
      }
      lessons: products(kind: LESSON) {
        ...ProductTable_products
      }
    }
  `);
  const { t } = useShopTranslation();
  const [announce, liveRegion] = useAnnouncer();
  return (
    <ShopPage query={data} title={t('tariffs.lessons')}>
      <ShopIntro page={data.intro} />
      <ProductTable products={data.lessons} kind="LESSON" caption={t('lists.LESSON')} priceFirst announce={announce} />
      <StoreActions />
      {liveRegion}
    </ShopPage>
  );
}
