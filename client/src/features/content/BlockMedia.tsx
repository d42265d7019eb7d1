import { graphql, useFragment } from 'react-relay/hooks';
import { cx } from '../../components/ui/cx.ts';
import type { BlockMedia_media$key } from './__generated__/BlockMedia_media.graphql';
import { Picture } from './Picture.tsx';
import styles from './BlockMedia.module.css';

interface BlockMediaProps {
  media: BlockMedia_media$key;
  /** Where the pictures sit next to the text: floated left or right (list layouts), or above it. */
  placement: 'left' | 'right' | 'stacked';
}

/** The pictures and videos of a content block, in order (spec 000 §2 "Content page pieces"). */
export function BlockMedia({ media, placement }: BlockMediaProps) {
  const items = useFragment(
    graphql`
      fragment BlockMedia_media on MediaItem @relay(plural: true) {
        __typename
        ... on Image {
          src(size: ARTICLE)
          srcSet(size: ARTICLE)
          alt
        }
        ... on Video {
          url
          embedUrl
          title
          poster {
            src(size: ARTICLE)
          }
        }
      }
    `,
    media,
  );
  if (items.length === 0) return null;
  const floated = placement !== 'stacked';
  return (
    <div className={cx(styles.media, placement === 'left' && styles.left, placement === 'right' && styles.right)}>
      {items.map((item, index) => {
        if (item.__typename === 'Image') {
          return (
            <Picture
              key={`${index}-${item.src}`}
              className={styles.item}
              image={item}
              sizes={floated ? '(min-width: 48rem) 22rem, 100vw' : '(min-width: 76rem) 70ch, 100vw'}
              width={960}
              height={540}
              lazy
            />
          );
        }
        if (item.__typename === 'Video') {
          return item.embedUrl ? (
            <iframe
              key={`${index}-${item.url}`}
              className={cx(styles.item, styles.video)}
              src={item.embedUrl}
              title={item.title}
              loading="lazy"
              allow="encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <video key={`${index}-${item.url}`} className={cx(styles.item, styles.video)} src={item.url} poster={item.poster?.src} controls preload="none" aria-label={item.title} />
          );
        }
        return null;
      })}
    </div>
  );
}
