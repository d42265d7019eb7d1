import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { GalleryCard_gallery$key } from './__generated__/GalleryCard_gallery.graphql';
import { Picture } from './Picture.tsx';
import styles from './Cards.module.css';

/** A gallery card (spec 000 §2): cover picture and title; the whole card links to the gallery. */
export function GalleryCard({ gallery }: { gallery: GalleryCard_gallery$key }) {
  const data = useFragment(
    graphql`
      fragment GalleryCard_gallery on Gallery {
        databaseId
        title
        cover {
          src(size: THUMBNAIL)
          srcSet(size: THUMBNAIL)
          alt
        }
      }
    `,
    gallery,
  );
  return (
    <article className={styles.card}>
      <Link to={`/gallery/${data.databaseId}`} className={styles.cardLink}>
        <Picture className={styles.image} image={data.cover} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" width={450} height={300} lazy />
        <h2 className={styles.galleryTitle}>{data.title}</h2>
      </Link>
    </article>
  );
}
