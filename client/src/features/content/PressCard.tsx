import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { SmartLink } from '../../components/ui/SmartLink.tsx';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import type { PressCard_item$key } from './__generated__/PressCard_item.graphql';
import { CardText } from './CardText.tsx';
import { externalUrl } from './format.ts';
import { Picture } from './Picture.tsx';
import { RichText } from '../../components/ui/RichText.tsx';
import styles from './Cards.module.css';

/**
 * A press card (spec 000 §2): date, picture, title, abstract, text, a download link for the first
 * document and a link to the source, which opens in a new tab.
 */
export function PressCard({ item }: { item: PressCard_item$key }) {
  const data = useFragment(
    graphql`
      fragment PressCard_item on PressItem {
        date
        title
        abstract
        html
        image {
          src(size: THUMBNAIL)
          srcSet(size: THUMBNAIL)
          alt
        }
        document {
          url
          name
        }
        source {
          text
          url
          host
        }
      }
    `,
    item,
  );
  const { t } = useContentTranslation();
  const titleId = useId();
  const sourceUrl = data.source?.url ? externalUrl(data.source.url) : null;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Picture className={styles.image} image={data.image} sizes="(min-width: 48rem) 36rem, 100vw" width={450} height={300} lazy />
      <div className={styles.body}>
        <CardText date={data.date} title={data.title} abstract={data.abstract} titleId={titleId} />
        <RichText html={data.html} className={styles.text} />
        <div className={styles.actions}>
          {data.document && (
            <a href={data.document.url} download className={styles.more} aria-describedby={titleId}>
              {t('press.download')}
            </a>
          )}
          {sourceUrl && (
            <SmartLink href={sourceUrl} external className={styles.more} aria-describedby={titleId}>
              {t('press.source')}
              {data.source?.host && <span className={styles.host}> ({data.source.host})</span>}
            </SmartLink>
          )}
        </div>
      </div>
    </article>
  );
}
