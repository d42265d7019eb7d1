import { graphql } from 'react-relay/hooks';
import { Link, Navigate, useLoaderData } from 'react-router-dom';
import buttons from '../../components/ui/buttons.module.css';
import { productCount, useCart } from '../../features/cart/index.ts';
import { DeskGlance, DeskGroupTabs, deskStyles as styles } from '../../features/desk/index.ts';
import shop from '../../styles/shop.module.css';
import { useDeskTranslation } from '../../i18n/desk-i18n.ts';
import { SeoLayout } from '../layout/SeoLayout.tsx';
import type { DeskPageQuery } from './__generated__/DeskPageQuery.graphql';
import type { DeskRouteData } from './loaders.ts';
import { useRouteQuery } from '../route-query.ts';

/**
 * /desk (spec 002 §2): today at a glance (the clock and the next free slots) and the product
 * groups as tabs, SPA first. Only staff: `desk` is null for anyone else, who goes home (spec 002 §6).
 */
export function DeskPage() {
  const { today } = useLoaderData<DeskRouteData>();
  const data = useRouteQuery<DeskPageQuery>(graphql`
    query DeskPageQuery @preloadable {
      ...SeoLayout_query
      viewer {
        role
      }
      timedCart {
        count
      }
      desk {
        ...DeskGlance_desk
        ...DeskGroupTabs_desk
      }
    }
  `);
  const { t } = useDeskTranslation();
  const cart = useCart();
  // spec 002 §2, §6: the desk is for Colaborador only; anyone else lands on the home page.
  if (!data.desk || data.viewer.role !== 'STAFF') return <Navigate to="/" replace />;
  const inCart = (data.timedCart?.count ?? 0) + productCount(cart);
  return (
    <SeoLayout query={data} title={t('home.title')} description={t('home.description')}>
      <div className={shop.page}>
        <div className={styles.heading}>
          <h1 className={shop.title}>{t('home.title')}</h1>
          <Link to="/desk/day" className={buttons.secondary}>
            {t('day.link')}
          </Link>
          {inCart > 0 && (
            <Link to="/desk/cart" className={buttons.primary}>
              {t('home.goToCart')}
            </Link>
          )}
        </div>
        <div className={styles.layout}>
          <DeskGroupTabs desk={data.desk} today={today} />
          <DeskGlance desk={data.desk} />
        </div>
      </div>
    </SeoLayout>
  );
}
