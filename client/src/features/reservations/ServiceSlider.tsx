import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion.ts';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { ServiceSlider_service$key } from './__generated__/ServiceSlider_service.graphql';
import type { SliderApi } from './ServiceSliderMotion.tsx';
import styles from './reservations.module.css';

/** spec 002 §2, §9: a new picture every 8000 ms. */
export const SLIDER_AUTOPLAY_MS = 8000;
/**
 * spec 002 §9: a 2000 ms fade. Embla's fade follows its scroll `duration` (an integrator setting,
 * not milliseconds): at 60 the incoming picture is opaque after about 2 s (as the home slideshow).
 */
const FADE_DURATION = 60;
const REDUCED_FADE_DURATION = 10;

// Embla and its plugins move the pictures but draw none of them: they load once the slider shows,
// beside the page rather than before it (the route JavaScript budget, e2e/route-javascript.spec.ts).
const Motion = lazy(async () => ({ default: (await import('./ServiceSliderMotion.tsx')).ServiceSliderMotion }));

/**
 * The service's pictures (spec 002 §2 "Product screen"): fading, looping, one per view. Rotation
 * does not start for visitors who prefer reduced motion, stops while the pointer or the keyboard
 * focus is on it, can be paused and played again, and previous/next buttons change the picture.
 */
export function ServiceSlider({ service }: { service: ServiceSlider_service$key }) {
  const data = useFragment(
    graphql`
      fragment ServiceSlider_service on Service {
        name
        images {
          alt
          src(size: HERO)
        }
      }
    `,
    service,
  );
  const { t } = useReservationsTranslation();
  const site = useTranslation().t;
  const reducedMotion = usePrefersReducedMotion();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [emblaApi, setEmblaApi] = useState<SliderApi | null>(null);
  // Previous/next pressed before Embla is here: done once it is, rather than lost.
  const queuedMoves = useRef(0);
  const [current, setCurrent] = useState(0);
  // WCAG 2.2.2: rotation can be paused; it starts paused for those who prefer less motion.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const count = data.images.length;

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (count > 1 && !paused) autoplay.play();
    else autoplay.stop();
  }, [emblaApi, count, paused]);

  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => setCurrent(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  // After the `select` listener above, so the picture shown follows the queued moves too.
  useEffect(() => {
    if (!emblaApi) return;
    for (; queuedMoves.current > 0; queuedMoves.current -= 1) emblaApi.scrollNext();
    for (; queuedMoves.current < 0; queuedMoves.current += 1) emblaApi.scrollPrev();
  }, [emblaApi]);

  const move = (by: 1 | -1) => {
    if (!emblaApi) queuedMoves.current += by;
    else if (by > 0) emblaApi.scrollNext();
    else emblaApi.scrollPrev();
  };

  if (count === 0) return null;
  return (
    <section className={styles.slider} aria-roledescription={site('slideshow.roleDescription')} aria-label={t('service.images', { name: data.name })}>
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.slides}>
          {data.images.map((image, index) => (
            <div
              key={`${image.src}-${index}`}
              className={styles.slide}
              role="group"
              aria-roledescription={site('slideshow.slideRoleDescription')}
              aria-label={site('slideshow.slideLabel', { n: index + 1, total: count })}
              aria-hidden={index === current ? undefined : true}
            >
              <img src={image.src} alt={image.alt || t('service.image', { number: index + 1, name: data.name })} width={1280} height={720} loading={index === 0 ? 'eager' : 'lazy'} />
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.sliderControls}>
          <button type="button" className={buttons.secondary} onClick={() => setPausedByVisitor(!paused)}>
            {paused ? site('slideshow.play') : site('slideshow.pause')}
          </button>
          <button type="button" className={buttons.secondary} onClick={() => move(-1)}>
            {t('service.previous')}
          </button>
          <button type="button" className={buttons.secondary} onClick={() => move(1)}>
            {t('service.next')}
          </button>
        </div>
      )}
      {viewport && count > 1 && (
        <Suspense fallback={null}>
          <Motion viewport={viewport} duration={reducedMotion ? REDUCED_FADE_DURATION : FADE_DURATION} autoplayMs={SLIDER_AUTOPLAY_MS} onReady={setEmblaApi} />
        </Suspense>
      )}
    </section>
  );
}
