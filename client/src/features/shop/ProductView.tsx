import { graphql, useFragment } from 'react-relay/hooks';
import { RichText } from '../../components/ui/RichText.tsx';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { ProductView_product$key } from './__generated__/ProductView_product.graphql';
import { StoreActions } from './StoreActions.tsx';
import styles from '../../styles/shop.module.css';

/**
 * A product page (spec 000 §2 "Product page"): images (the first large, the rest thumbnails),
 * title, subtitle (the observation), category and brand badges, the text, feature groups with
 * their value badges, and documents. Combinations are not shown.
 */
export function ProductView({ product }: { product: ProductView_product$key }) {
  const data = useFragment(
    graphql`
      fragment ProductView_product on Product {
        name
        observation
        description
        images {
          alt
          hero: src(size: HERO)
          heroSet: srcSet(size: HERO)
          thumbnail: src(size: THUMBNAIL)
          thumbnailSet: srcSet(size: THUMBNAIL)
        }
        categories {
          name
        }
        brands {
          name
        }
        features {
          name
          values
        }
        documents {
          name
          description
          url
        }
      }
    `,
    product,
  );
  const { t } = useShopTranslation();
  const [main, ...rest] = data.images;
  return (
    <article className={`${styles.page} ${styles.product}`}>
      <header className={styles.section}>
        <h1 className={styles.title}>{data.name}</h1>
        {data.observation && <p className={styles.subtitle}>{data.observation}</p>}
      </header>
      {main && (
        <div className={styles.gallery}>
          <img
            className={styles.mainImage}
            src={main.hero}
            srcSet={main.heroSet}
            sizes="(min-width: 52rem) 48rem, 100vw"
            alt={main.alt || t('product.image', { number: 1, name: data.name })}
          />
          {rest.length > 0 && (
            <ul className={styles.thumbs}>
              {rest.map((image, index) => (
                <li key={image.thumbnail}>
                  <img src={image.thumbnail} srcSet={image.thumbnailSet} sizes="9rem" alt={image.alt || t('product.image', { number: index + 2, name: data.name })} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Badges title={t('product.categories')} names={data.categories.map((c) => c.name)} />
      <Badges title={t('product.brands')} names={data.brands.map((b) => b.name)} />
      <RichText html={data.description} />
      {data.features.length > 0 && (
        <section className={styles.section} aria-labelledby="product-features">
          <h2 id="product-features" className={styles.sectionTitle}>
            {t('product.features')}
          </h2>
          {data.features.map((feature) => (
            <Badges key={feature.name} title={feature.name} names={feature.values} level={3} />
          ))}
        </section>
      )}
      {data.documents.length > 0 && (
        <section className={styles.section} aria-labelledby="product-documents">
          <h2 id="product-documents" className={styles.sectionTitle}>
            {t('product.documents')}
          </h2>
          <ul>
            {data.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} download>
                  {document.name || document.url}
                </a>
                {document.description && ` — ${document.description}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <StoreActions />
    </article>
  );
}

function Badges({ title, names, level = 2 }: { title: string; names: ReadonlyArray<string>; level?: 2 | 3 }) {
  if (names.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.section}>
      <Heading className={level === 2 ? styles.sectionTitle : undefined}>{title}</Heading>
      <ul className={styles.badges}>
        {names.map((name) => (
          <li key={name} className={styles.badge}>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
