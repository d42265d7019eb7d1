import type { ReactNode } from 'react';
import { cx } from '../../components/ui/cx.ts';
import shop from '../../styles/shop.module.css';
import type { SeoLayout_query$key } from '../layout/__generated__/SeoLayout_query.graphql';
import { SeoLayout } from '../layout/SeoLayout.tsx';

interface ShopPageProps {
  query: SeoLayout_query$key;
  /** The page's title and its heading. */
  title: string;
  /** The page's description for search engines (the site's when none). */
  description?: string;
  titleClassName?: string;
  children: ReactNode;
}

/**
 * A page of the shop, the reservations or the desk: the site's frame, the page's title as its title
 * and heading, and what the page shows below.
 */
export function ShopPage({ query, title, description, titleClassName, children }: ShopPageProps) {
  return (
    <SeoLayout query={query} title={title} description={description}>
      <div className={shop.page}>
        <h1 className={cx(shop.title, titleClassName)}>{title}</h1>
        {children}
      </div>
    </SeoLayout>
  );
}
