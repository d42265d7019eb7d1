import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { PageLayout } from '../layout/PageLayout.tsx';
import { ProductTable, ShopIntro, StoreActions, useAnnouncer } from '../../features/shop/index.ts';
import styles from '../../styles/shop.module.css';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { LessonsPageQuery } from './__generated__/LessonsPageQuery.graphql';
import type { RouteQueryData } from './loaders.ts';
import { ShopSeo } from './ShopSeo.tsx';

/**
 * /store/aulas: the lesson price list (spec 001 §2.6): price, name, category and observation, an
 * expandable description and a quantity stepper per lesson; back to the tariffs, finalize to the cart.
 */
export function LessonsPage() {
  const { query } = useLoaderData<RouteQueryData<LessonsPageQuery>>();
  const data = usePreloadedQuery<LessonsPageQuery>(
    graphql`
      query LessonsPageQuery @preloadable {
        ...PageLayout_query
        ...ShopSeo_query
        intro: pageAt(path: "/store/aulas") {
          ...ShopIntro_page
        }
        lessons: products(kind: LESSON) {
          ...ProductTable_products
        }
      }
    `,
    query,
  );
  const { t } = useShopTranslation();
  const [announce, liveRegion] = useAnnouncer();
  return (
    <PageLayout query={data}>
      <ShopSeo query={data} title={t('tariffs.lessons')} />
      <div className={styles.page}>
        <h1 className={styles.title}>{t('tariffs.lessons')}</h1>
        <ShopIntro page={data.intro} />
        <ProductTable products={data.lessons} kind="LESSON" caption={t('lists.LESSON')} priceFirst announce={announce} />
        <StoreActions />
        {liveRegion}
      </div>
    </PageLayout>
  );
}
