import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx.ts';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion.ts';
import styles from './Carousel.module.css';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

/**
 * Slides per view from each width up (Carousel.module.css: sm from 576 px, md from 768 px, lg from
 * 992 px); a width not given keeps the narrower one's.
 */
export interface SlidesPerView {
  base: number;
  sm?: number;
  md?: number;
  lg?: number;
}

const TIERS = ['base', 'sm', 'md', 'lg'] as const;

/**
 * The slides per view at every width, and the widths at which there are more slides than one view
 * holds: the controls show at those only. Both are known from the count alone, so the server's
 * markup has the carousel's final height and nothing moves when it measures itself (CLS 0).
 */
function layoutOf(perView: SlidesPerView, count: number): { style: Record<string, number>; overflows: string } {
  const style: Record<string, number> = {};
  const overflowing: string[] = [];
  let slides = perView.base;
  for (const tier of TIERS) {
    slides = perView[tier] ?? slides;
    style[`--per-view-${tier}`] = slides;
    if (count > slides) overflowing.push(tier);
  }
  return { style, overflows: overflowing.join(' ') };
}

/**
 * A slideshow's rotation (the WAI-ARIA APG carousel pattern): it plays while there is something to
 * rotate (`rotates`), unless the visitor paused it, prefers reduced motion (until they press play)
 * or has the mouse over it. Keyboard focus entering it pauses it for good, until play is pressed;
 * Left/Right keys change slides while focus is inside; a swipe stops autoplay for the swipe only.
 * `handlers` go on the slideshow's region.
 */
export function useRotation(emblaApi: ReturnType<typeof useEmblaCarousel>[1], rotates: boolean, reducedMotion: boolean) {
  /** null until the visitor decides: then paused follows the reduced-motion preference. */
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const paused = pausedByVisitor ?? reducedMotion;
  const playing = rotates && !paused && !hovered;
  const playingRef = useRef(playing);

  useEffect(() => {
    playingRef.current = playing;
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [emblaApi, playing]);

  useEffect(() => {
    if (!emblaApi) return undefined;
    // A swipe stops autoplay (stopOnInteraction); it resumes after the swipe when it should play.
    const onPointerUp = () => {
      if (playingRef.current) emblaApi.plugins().autoplay?.play();
    };
    emblaApi.on('pointerUp', onPointerUp);
    return () => {
      emblaApi.off('pointerUp', onPointerUp);
    };
  }, [emblaApi]);

  const previous = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);

  const handlers = {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!rotates || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') previous();
      else if (event.key === 'ArrowRight') next();
      else return;
      event.preventDefault();
    },
    // Keyboard focus (not a mouse click on a control) stops rotation until play is pressed.
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (rotates && event.target.matches(':focus-visible')) setPausedByVisitor(true);
    },
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
  };

  return { playing, paused, togglePaused: () => setPausedByVisitor(!paused), previous, next, handlers };
}

/** The picture of a slideshow's rotation button: play while it is paused, pause while it plays. */
export function RotationIcon({ paused }: { paused: boolean }) {
  return paused ? (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
    </svg>
  ) : (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
    </svg>
  );
}

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReadonlyArray<CarouselSlide>;
  /** Autoplay delay in ms (HOME_TIMING). */
  delayMs: number;
  /** How many slides show at a time, by width. */
  perView: SlidesPerView;
  /** Class of each slide. */
  slideClassName?: string | undefined;
  labels: { pause: string; play: string; previous: string; next: string };
}

/**
 * A looping carousel of several slides (partner logos, testimonials), the WAI-ARIA APG carousel
 * pattern like the banner slideshow: a labelled region, slides as groups "n of m", a pause/play
 * button first, previous and next buttons, Left/Right keys while focus is inside. Rotation stops
 * while the mouse is over it and for good when keyboard focus enters it (until play is pressed),
 * and does not start for visitors who prefer reduced motion.
 */
export function Carousel({ label, slides, delayMs, perView, slideClassName, labels }: CarouselProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;

  const [plugins] = useState(() => [Autoplay({ delay: delayMs, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false })]);
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start', duration: reducedMotion ? 10 : 25 }, plugins);

  // Whether there is more than one view's worth of slides (null until the carousel has measured
  // itself): only then is there anything to rotate. The controls do not wait for it: the stylesheet
  // shows them at the widths where the slides overflow (layoutOf).
  const [scrollable, setScrollable] = useState<boolean | null>(null);
  const layout = layoutOf(perView, count);
  const { playing, paused, togglePaused, previous, next, handlers } = useRotation(emblaApi, scrollable === true, reducedMotion);

  useEffect(() => {
    if (!emblaApi) return undefined;
    const onReInit = () => setScrollable(emblaApi.canScrollNext() || emblaApi.canScrollPrev());
    onReInit();
    emblaApi.on('reInit', onReInit);
    return () => {
      emblaApi.off('reInit', onReInit);
    };
  }, [emblaApi]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('slideshow.roleDescription')}
      aria-label={label}
      {...handlers}
      data-playing={playing}
      data-overflows={layout.overflows}
      style={layout.style}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription={t('slideshow.slideRoleDescription')}
              aria-label={t('slideshow.slideLabel', { n: index + 1, total: count })}
              className={cx(styles.slide, slideClassName)}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {layout.overflows !== '' && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={togglePaused}>
            <RotationIcon paused={paused} />
            <span className="visually-hidden">{paused ? labels.play : labels.pause}</span>
          </button>
          <button type="button" className={styles.control} aria-label={labels.previous} onClick={previous}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button type="button" className={styles.control} aria-label={labels.next} onClick={next}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
