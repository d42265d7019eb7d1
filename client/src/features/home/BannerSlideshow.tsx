import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { RotationIcon, useRotation } from '../../components/ui/Carousel.tsx';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion.ts';
import type { BannerSlideshow_banners$data, BannerSlideshow_banners$key } from './__generated__/BannerSlideshow_banners.graphql';
import { BannerSlide } from './BannerSlide.tsx';
import styles from './BannerSlideshow.module.css';
import { HOME_TIMING } from './timing.ts';

/**
 * spec 000 §9: a 2000 ms fade (HOME_TIMING.slideshowFadeMs). Embla's fade is driven by its scroll
 * `duration` (an integrator setting, not milliseconds): at 60 the incoming slide is 95% opaque
 * after ~1.3 s and 99% after ~2.0 s (simulated with the plugin's friction, 0.68, at Embla's fixed
 * 60 fps step).
 */
const FADE_DURATION = 60;
/** With reduced motion the switch is near instant. */
const REDUCED_FADE_DURATION = 10;

/**
 * The home page slideshow (spec 000 §2 "Home screen", §9): full width, fading, looping, one slide
 * per view. Nothing is rendered when there are no banners.
 */
export function BannerSlideshow({ banners }: { banners: BannerSlideshow_banners$key }) {
  const slides = useFragment(
    graphql`
      fragment BannerSlideshow_banners on Banner @relay(plural: true) {
        id
        ...BannerSlide_banner
      }
    `,
    banners,
  );
  if (slides.length === 0) return null;
  return <Carousel slides={slides} />;
}

/**
 * The WAI-ARIA APG carousel pattern: a labelled region with roledescription "carousel", slides as
 * groups "n of m", a rotation button first, previous/next buttons (large screens) and slide
 * picker buttons. Rotation stops while the mouse is over it, stops for good when keyboard focus
 * enters it (until the visitor presses play), and does not start when the visitor prefers
 * reduced motion. Left/Right keys change slides while focus is inside.
 */
function Carousel({ slides }: { slides: BannerSlideshow_banners$data }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const multiple = count > 1;

  const [plugins] = useState(() => [
    Fade(),
    Autoplay({
      // spec 000 §9: a new slide every 8000 ms.
      delay: HOME_TIMING.slideshowMs,
      playOnInit: false,
      // Play and pause are decided below, from the visitor's choices.
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
  const [viewportRef, emblaApi] = useEmblaCarousel(
    { loop: multiple, watchDrag: multiple, duration: reducedMotion ? REDUCED_FADE_DURATION : FADE_DURATION },
    plugins,
  );

  const [selected, setSelected] = useState(0);
  const { playing, paused, togglePaused, previous, next, handlers } = useRotation(emblaApi, multiple, reducedMotion);

  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  const goTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('slideshow.roleDescription')}
      aria-label={t('slideshow.label')}
      {...handlers}
    >
      {multiple && (
        <>
          <button type="button" className={styles.rotation} onClick={togglePaused}>
            <RotationIcon paused={paused} />
            <span className="visually-hidden">{paused ? t('slideshow.play') : t('slideshow.pause')}</span>
          </button>
          <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label={t('slideshow.previous')} onClick={previous}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('slideshow.next')} onClick={next}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </>
      )}
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <BannerSlide key={slide.id} banner={slide} index={index} total={count} current={index === selected} />
          ))}
        </div>
      </div>
      {multiple && (
        <div className={styles.dots} role="group" aria-label={t('slideshow.pagination')}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={t('slideshow.goTo', { n: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
