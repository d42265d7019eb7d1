import { useRef } from 'react';
import Lightbox, { type GenericSlide, type Slide } from 'yet-another-react-lightbox';
import Video from 'yet-another-react-lightbox/plugins/video';
import 'yet-another-react-lightbox/styles.css';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import styles from './GalleryView.module.css';

// A video hosted by a known service (YouTube, Vimeo) is shown in its embed page, not as a file.
declare module 'yet-another-react-lightbox' {
  interface SlideEmbed extends GenericSlide {
    type: 'embed';
    src: string;
    title: string;
  }
  interface SlideTypes {
    embed: SlideEmbed;
  }
}

/** One picture or video of a gallery, as the lightbox shows it. */
export type GallerySlide =
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'video'; src: string; title: string; poster: string | null }
  | { kind: 'embed'; src: string; title: string };

interface GalleryLightboxProps {
  slides: readonly GallerySlide[];
  /** The slide to open on. */
  index: number;
  /** Called with the slide shown last, so focus can return to its thumbnail. */
  onClose: (index: number) => void;
}

/** A video file's type from its extension, so the browser knows whether it can play it. */
function videoType(src: string): string | undefined {
  const extension = /\.(\w+)(?:[?#].*)?$/.exec(src)?.[1]?.toLowerCase();
  return extension === 'mp4' || extension === 'm4v' ? 'video/mp4' : extension === 'webm' ? 'video/webm' : extension === 'ogv' ? 'video/ogg' : undefined;
}

function toSlide(slide: GallerySlide): Slide {
  switch (slide.kind) {
    case 'image':
      return { src: slide.src, alt: slide.alt };
    case 'video':
      return { type: 'video', poster: slide.poster ?? undefined, controls: true, sources: [{ src: slide.src, type: videoType(slide.src) ?? '' }] };
    case 'embed':
      return { type: 'embed', src: slide.src, title: slide.title };
  }
}

/**
 * The gallery's lightbox (spec 000 §2 "Single gallery"), its own chunk: loaded when a visitor
 * opens a picture, never with other pages. It is a modal dialog: the rest of the page is inert
 * while it is open (focus stays inside), Escape closes it, the arrow keys move between slides.
 */
export function GalleryLightbox({ slides, index, onClose }: GalleryLightboxProps) {
  const { t } = useContentTranslation();
  const current = useRef(index);
  return (
    <Lightbox
      open
      index={index}
      slides={slides.map(toSlide)}
      plugins={[Video]}
      close={() => onClose(current.current)}
      on={{
        view: ({ index: shown }) => {
          current.current = shown;
        },
      }}
      carousel={{ finite: slides.length <= 1 }}
      controller={{ closeOnEscape: true, closeOnBackdropClick: true }}
      labels={{
        Lightbox: t('lightbox.label'),
        Carousel: t('lightbox.carousel'),
        'Photo gallery': t('lightbox.gallery'),
        Slide: t('lightbox.slide'),
        '{index} of {total}': t('lightbox.counter'),
        Previous: t('lightbox.previous'),
        Next: t('lightbox.next'),
        Close: t('lightbox.close'),
      }}
      render={{
        slide: ({ slide }) =>
          slide.type === 'embed' ? (
            <iframe
              className={styles.embed}
              src={slide.src}
              title={slide.title}
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : undefined,
      }}
    />
  );
}
