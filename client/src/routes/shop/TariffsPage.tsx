import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import styles from '../../styles/shop.module.css';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { TariffsPageQuery } from './__generated__/TariffsPageQuery.graphql';
import { ShopPage } from './ShopPage.tsx';
import { useRouteQuery } from '../route-query.ts';

/** /store/tarifas (spec 001 §2.2): a card per product group linking to /store/{code}, or an empty-state message. */
export function TariffsPage() {
  const data = useRouteQuery<TariffsPageQuery>(graphql`
    query TariffsPageQuery @preloadable {
      ...SeoLayout_query
      productGroups {
        code
        name
        image {
          src(size: THUMBNAIL)
          srcSet(size: THUMBNAIL)
        }
      }
    }
  `);
  const { t } = useShopTranslation();
  return (
    <ShopPage query={data} title={t('tariffs.title')} description={t('tariffs.intro')}>
      {data.productGroups.length === 0 ? (
        <p className={styles.empty}>{t('tariffs.empty')}</p>
      ) : (
        <>
          <p className={styles.subtitle}>{t('tariffs.intro')}</p>
          <ul className={styles.cards}>
            {data.productGroups.map((group) => (
              <li key={group.code}>
                <Link to={`/store/${encodeURIComponent(group.code)}`} className={styles.card}>
                  {/* The card's name says where it leads: the picture is decorative. */}
                  {group.image && <img src={group.image.src} srcSet={group.image.srcSet} sizes="(min-width: 60rem) 25vw, 100vw" alt="" loading="lazy" />}
                  <span className={styles.cardName}>{group.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </ShopPage>
  );
}
