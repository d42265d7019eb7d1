import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import buttons from '../../components/ui/buttons.module.css';
import { SmartLink } from '../../components/ui/SmartLink.tsx';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import type { ArticleView_article$key } from './__generated__/ArticleView_article.graphql';
import { ContentFrame } from './ContentFrame.tsx';
import { DocumentList } from './DocumentList.tsx';
import { externalUrl, formatDate } from './format.ts';
import { NewsCard } from './NewsCard.tsx';
import { Picture } from './Picture.tsx';
import { RichText } from '../../components/ui/RichText.tsx';
import styles from './ArticleView.module.css';

/**
 * A news article (spec 000 §2 "Article"): title, abstract, date, source, image credit, main
 * picture, text, further pictures with captions, documents, and a side column with up to two
 * other recent news items and a button to all news.
 */
export function ArticleView({ article }: { article: ArticleView_article$key }) {
  const data = useFragment(
    graphql`
      fragment ArticleView_article on Article {
        isPreview
        title
        abstract
        html
        publishedAt
        source {
          text
          url
          host
        }
        imageCredit
        image {
          src(size: ARTICLE)
          srcSet(size: ARTICLE)
          alt
        }
        images {
          image {
            src(size: ARTICLE)
            srcSet(size: ARTICLE)
            alt
          }
          caption
        }
        documents {
          ...DocumentList_documents
        }
        related {
          id
          ...NewsCard_article
        }
        seo {
          ...SeoTags_seo
        }
        breadcrumbs {
          ...Breadcrumbs_steps
        }
      }
    `,
    article,
  );
  const { t, language } = useContentTranslation();
  const sourceUrl = data.source?.url ? externalUrl(data.source.url) : null;
  // spec 000 §4: the side column shows at most two items (the server already caps it).
  const related = data.related.slice(0, 2);
  return (
    <ContentFrame seo={data.seo} breadcrumbs={data.breadcrumbs} isPreview={data.isPreview}>
      <div className={styles.layout}>
        <article className={styles.article}>
          <header className={styles.header}>
            <h1 className={styles.title}>{data.title}</h1>
            {data.abstract && <p className={styles.abstract}>{data.abstract}</p>}
            <p className={styles.meta}>
              {data.publishedAt && (
                <time dateTime={data.publishedAt}>{t('dates.published', { date: formatDate(data.publishedAt, language) })}</time>
              )}
              {data.source && (data.source.text || sourceUrl) && (
                <span>
                  {t('article.source')}:{' '}
                  {sourceUrl ? (
                    <SmartLink href={sourceUrl} external>
                      {data.source.host ?? data.source.text}
                    </SmartLink>
                  ) : (
                    data.source.text
                  )}
                </span>
              )}
            </p>
          </header>
          {data.image && (
            <figure className={styles.figure}>
              <Picture className={styles.mainImage} image={data.image} sizes="(min-width: 64rem) 48rem, 100vw" width={960} height={540} lazy={false} />
              {/* The credit is shown as the resort wrote it (it usually names itself: "Fotografia: …"). */}
              {data.imageCredit && <figcaption className={styles.credit}>{data.imageCredit}</figcaption>}
            </figure>
          )}
          <RichText html={data.html} />
          {data.images.length > 0 && (
            <section className={styles.images} aria-labelledby="article-images-title">
              <h2 id="article-images-title" className={styles.sectionTitle}>
                {t('article.images')}
              </h2>
              <div className={styles.imageGrid}>
                {data.images.map((entry, index) => (
                  <figure key={`${index}-${entry.image.src}`} className={styles.figure}>
                    <Picture image={entry.image} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" width={960} height={540} lazy />
                    {entry.caption && <figcaption className={styles.caption}>{entry.caption}</figcaption>}
                  </figure>
                ))}
              </div>
            </section>
          )}
          <DocumentList documents={data.documents} headingLevel={2} />
        </article>
        <aside className={styles.side} aria-labelledby="article-related-title">
          <h2 id="article-related-title" className={styles.sectionTitle}>
            {t('article.related')}
          </h2>
          <ul className={styles.related}>
            {related.map((item) => (
              <li key={item.id}>
                <NewsCard article={item} headingLevel={3} sizes="(min-width: 64rem) 20rem, 100vw" />
              </li>
            ))}
          </ul>
          <Link to="/article/all" className={buttons.primary}>
            {t('article.allNews')}
          </Link>
        </aside>
      </div>
    </ContentFrame>
  );
}
