import { lazy, Suspense, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import type { GalleryView_gallery$key } from './__generated__/GalleryView_gallery.graphql';
import { ContentFrame } from './ContentFrame.tsx';
import { DocumentList } from './DocumentList.tsx';
import type { GallerySlide } from './GalleryLightbox.tsx';
import { Picture, type PictureSource } from './Picture.tsx';
import { RichText } from '../../components/ui/RichText.tsx';
import styles from './GalleryView.module.css';

/** A thumbnail of the grid and the slide it opens; `video` is the video's title, null for a picture. */
interface GalleryEntry {
  slide: GallerySlide;
  thumb: PictureSource | null;
  video: string | null;
}

// The lightbox library loads when a visitor first opens a picture (spec 000 §2), so it is part of
// no other page's JavaScript, nor of the server's render, which never opens one (`import.meta.env.SSR`
// is a constant in its build: the import drops out with the branch).
const GalleryLightbox = import.meta.env.SSR ? () => null : lazy(async () => ({ default: (await import('./GalleryLightbox.tsx')).GalleryLightbox }));

/**
 * A single gallery (spec 000 §2 "Gallery list ... Single gallery"): a link back to the list, title,
 * text, a grid of pictures and videos that open in a lightbox, and the documents marked visible.
 */
export function GalleryView({ gallery }: { gallery: GalleryView_gallery$key }) {
  const data = useFragment(
    graphql`
      fragment GalleryView_gallery on Gallery {
        isPreview
        title
        html
        media {
          __typename
          ... on Image {
            src(size: THUMBNAIL)
            srcSet(size: THUMBNAIL)
            alt
            # The lightbox shows the original, whole (not cropped); the site serves it at this address.
            original: url
          }
          ... on Video {
            url
            embedUrl
            title
            poster {
              src(size: THUMBNAIL)
              srcSet(size: THUMBNAIL)
              alt
              large: src(size: HERO)
            }
          }
        }
        documents {
          ...DocumentList_documents
        }
        seo {
          ...SeoTags_seo
        }
        breadcrumbs {
          ...Breadcrumbs_steps
        }
      }
    `,
    gallery,
  );
  const { t } = useContentTranslation();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);

  const entries = data.media.flatMap((item): GalleryEntry[] => {
    if (item.__typename === 'Image') {
      return [{ slide: { kind: 'image', src: item.original, alt: item.alt }, thumb: item, video: null }];
    }
    if (item.__typename === 'Video') {
      const slide: GallerySlide = item.embedUrl
        ? { kind: 'embed', src: item.embedUrl, title: item.title }
        : { kind: 'video', src: item.url, title: item.title, poster: item.poster?.large ?? null };
      return [{ slide, thumb: item.poster ?? null, video: item.title }];
    }
    return [];
  });

  return (
    <ContentFrame seo={data.seo} breadcrumbs={data.breadcrumbs} isPreview={data.isPreview}>
      <div className={styles.page}>
        <p className={styles.back}>
          <Link to="/gallery/all" className={styles.backLink}>
            <span aria-hidden="true">← </span>
            {t('gallery.back')}
          </Link>
        </p>
        <h1 className={styles.title}>{data.title}</h1>
        <RichText html={data.html} className={styles.text} />
        {entries.length > 0 && (
          <section aria-labelledby="gallery-media-title">
            <h2 id="gallery-media-title" className="visually-hidden">
              {t('gallery.media')}
            </h2>
            <ul className={styles.grid}>
              {entries.map((entry, index) => (
                <li key={`${index}-${entry.slide.src}`}>
                  <button
                    type="button"
                    ref={(element) => {
                      triggers.current[index] = element;
                    }}
                    className={styles.thumb}
                    aria-haspopup="dialog"
                    aria-label={entry.video !== null ? t('gallery.openVideo', { title: entry.video }) : t('gallery.openImage', { n: index + 1 })}
                    onClick={() => setOpenAt(index)}
                  >
                    {/* The button's name says what opens; the picture's own text follows as its description. */}
                    <Picture className={styles.thumbImage} image={entry.thumb} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" width={450} height={300} lazy />
                    {entry.video !== null && (
                      <span className={styles.play} aria-hidden="true">
                        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                          <path d="M8 5v14l11-7z" fill="currentColor" />
                        </svg>
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <DocumentList documents={data.documents} headingLevel={2} />
      </div>
      {openAt !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox
            slides={entries.map((entry) => entry.slide)}
            index={openAt}
            onClose={(last) => {
              setOpenAt(null);
              // Back to the thumbnail of the slide seen last, where the visitor left off.
              requestAnimationFrame(() => triggers.current[last]?.focus());
            }}
          />
        </Suspense>
      )}
    </ContentFrame>
  );
}
