import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from './SkipLink.tsx';
import styles from './ScrollToTop.module.css';

/** spec 000 §9: the button appears after 50 px of scrolling. */
export const SCROLL_TOP_THRESHOLD = 50;

/**
 * "Back to top" (spec 000 §1): shown once the page has scrolled more than 50 px. It scrolls to the
 * top (smoothly, unless the visitor prefers reduced motion) and moves the focus to the skip link's
 * target, so keyboard and screen-reader users land at the start of the page too.
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!shown) return null;

  const toTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <button type="button" className={styles.button} onClick={toTop} aria-label={t('scrollTop')}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M10 16V4M4.5 9.5 10 4l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
