import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Navigate, useLoaderData } from 'react-router-dom';
import { PageLayout } from '../layout/PageLayout.tsx';
import { ProductView } from '../../features/shop/index.ts';
import type { ProductPageQuery } from './__generated__/ProductPageQuery.graphql';
import type { RouteQueryData } from './loaders.ts';
import { ShopSeo } from './ShopSeo.tsx';

/**
 * /store/product/:productId (spec 000 §2 "Product page"): a product by upstream id or slug. Only
 * a product with a page (type standard) renders; any other address goes to the home page.
 */
export function ProductPage() {
  const { query } = useLoaderData<RouteQueryData<ProductPageQuery>>();
  const data = usePreloadedQuery<ProductPageQuery>(
    graphql`
      query ProductPageQuery($databaseId: Int, $slug: String) @preloadable {
        ...PageLayout_query
        ...ShopSeo_query
        product(databaseId: $databaseId, slug: $slug) {
          hasPage
          name
          observation
          ...ProductView_product
        }
      }
    `,
    query,
  );
  const product = data.product;
  if (!product?.hasPage) return <Navigate to="/" replace />;
  return (
    <PageLayout query={data}>
      <ShopSeo query={data} title={product.name} description={product.observation} />
      <ProductView product={product} />
    </PageLayout>
  );
}
