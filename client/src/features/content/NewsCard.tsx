import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import type { NewsCard_article$key } from './__generated__/NewsCard_article.graphql';
import { CardText } from './CardText.tsx';
import { sitePath } from './format.ts';
import { Picture } from './Picture.tsx';
import styles from './Cards.module.css';

interface NewsCardProps {
  article: NewsCard_article$key;
  /** h2 in the news list, h3 in an article's side column. */
  headingLevel: 2 | 3;
  /** The `sizes` of the picture: a third of the page in the list, the side column's width beside an article. */
  sizes: string;
  /**
   * The first card of the news list is the largest thing of its first screen on a phone: it loads at
   * once, first (Picture's `lazy`). The rest wait until they are near.
   */
  eager?: boolean;
}

/** A news card (spec 000 §2): date, picture or placeholder, title, abstract and a keep-reading link. */
export function NewsCard({ article, headingLevel, sizes, eager = false }: NewsCardProps) {
  const data = useFragment(
    graphql`
      fragment NewsCard_article on Article {
        path
        title
        abstract
        publishedAt
        image {
          src(size: THUMBNAIL)
          srcSet(size: THUMBNAIL)
          alt
        }
      }
    `,
    article,
  );
  const { t } = useContentTranslation();
  const titleId = useId();
  const path = sitePath(data.path) ?? '/article/all';
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Picture className={styles.image} image={data.image} sizes={sizes} width={450} height={300} lazy={!eager} />
      <div className={styles.body}>
        <CardText date={data.publishedAt} title={data.title} abstract={data.abstract} titleId={titleId} headingLevel={headingLevel} />
        <Link to={path} className={styles.more} aria-describedby={titleId}>
          {t('news.keepReading')}
        </Link>
      </div>
    </article>
  );
}
