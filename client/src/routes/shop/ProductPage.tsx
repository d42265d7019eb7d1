import { graphql } from 'react-relay/hooks';
import { Navigate } from 'react-router-dom';
import { ProductView } from '../../features/shop/index.ts';
import type { ProductPageQuery } from './__generated__/ProductPageQuery.graphql';
import { SeoLayout } from '../layout/SeoLayout.tsx';
import { useRouteQuery } from '../route-query.ts';

/**
 * /store/product/:productId (spec 000 §2 "Product page"): a product by upstream id or slug. Only
 * a product with a page (type standard) renders; any other address goes to the home page.
 */
export function ProductPage() {
  const data = useRouteQuery<ProductPageQuery>(graphql`
    query ProductPageQuery($databaseId: Int, $slug: String) @preloadable {
      ...SeoLayout_query
      product(databaseId: $databaseId, slug: $slug) {
        hasPage
        name
        observation
        ...ProductView_product
      }
    }
  `);
  const product = data.product;
  if (!product?.hasPage) return <Navigate to="/" replace />;
  return (
    <SeoLayout query={data} title={product.name} description={product.observation}>
      <ProductView product={product} />
    </SeoLayout>
  );
}
