import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { cx } from '../../components/ui/cx.ts';
import { LOADER_TIMING } from '../../components/ui/PageLoader.timing.ts';
import { SmartLink } from '../../components/ui/SmartLink.tsx';
import type { BannerSlide_banner$key } from './__generated__/BannerSlide_banner.graphql';
import placeholderUrl from './banner-placeholder.svg';
import styles from './BannerSlideshow.module.css';

// Values the client does not know yet (schema evolution) fall back to the centre.
function verticalClass(align: string) {
  return align === 'TOP' ? styles.top : align === 'BOTTOM' ? styles.bottom : styles.middle;
}

function horizontalClass(align: string) {
  return align === 'LEFT' ? styles.left : align === 'RIGHT' ? styles.right : styles.center;
}

interface BannerSlideProps {
  banner: BannerSlide_banner$key;
  /** Zero-based position. */
  index: number;
  total: number;
  current: boolean;
}

/**
 * One slide (spec 000 §2 "Home screen"): picture or placeholder, title, subtitle and a "learn more"
 * link, the caption placed as the banner says. Slides that are not shown are inert, so neither
 * focus nor screen readers reach them.
 */
export function BannerSlide({ banner, index, total, current }: BannerSlideProps) {
  const data = useFragment(
    graphql`
      fragment BannerSlide_banner on Banner {
        title
        subtitle
        verticalAlign
        horizontalAlign
        image {
          src(size: HERO)
          srcSet(size: HERO)
          alt
        }
        link {
          href
          external
        }
      }
    `,
    banner,
  );
  const { t } = useTranslation();
  const titleId = useId();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const image = data.image && data.image.src && data.image.src !== failedUrl ? data.image : null;
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  // spec 000 §2, §9: the banner's loader, shown when the picture takes longer than the delay.
  const loading = current && image !== null && loadedUrl !== image.src;

  return (
    <div
      role="group"
      aria-roledescription={t('slideshow.slideRoleDescription')}
      aria-label={t('slideshow.slideLabel', { n: index + 1, total })}
      className={styles.slide}
      inert={!current}
    >
      {image ? (
        <img
          className={styles.image}
          src={image.src}
          srcSet={image.srcSet}
          // Full-width slides: the browser picks the width the screen needs (spec 000 §9: 1280x720 heroes).
          sizes="100vw"
          width={1280}
          height={720}
          alt={image.alt}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailedUrl(image.src)}
          onLoad={() => setLoadedUrl(image.src)}
          ref={(element) => {
            // A picture from the browser's cache may be complete before React listens for `load`.
            if (element?.complete && element.naturalWidth > 0) setLoadedUrl(image.src);
          }}
        />
      ) : (
        <img className={styles.image} src={placeholderUrl} alt="" />
      )}
      {loading && (
        <span
          className={styles.loader}
          role="status"
          aria-label={t('loading.banner')}
          style={{ '--loader-delay': `${LOADER_TIMING.bannerDelayMs}ms` } as CSSProperties}
        >
          <span className={styles.spinner} aria-hidden="true" />
        </span>
      )}
      <div className={cx(styles.caption, verticalClass(data.verticalAlign), horizontalClass(data.horizontalAlign))}>
        <div className={styles.captionBox}>
          {data.title && (
            <h2 id={titleId} className={styles.title}>
              {data.title}
            </h2>
          )}
          {data.subtitle && <p className={styles.subtitle}>{data.subtitle}</p>}
          {data.link && (
            <SmartLink
              href={data.link.href}
              external={data.link.external}
              className={styles.learnMore}
              aria-describedby={data.title ? titleId : undefined}
            >
              {t('slideshow.learnMore')}
            </SmartLink>
          )}
        </div>
      </div>
    </div>
  );
}
