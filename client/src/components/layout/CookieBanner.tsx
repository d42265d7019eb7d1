import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { consentSeenByServer, readCookieConsent, storeCookieConsent, subscribeCookieConsent, type CookieConsent } from './cookie-consent.ts';
import { MAIN_CONTENT_ID } from './SkipLink.tsx';
import styles from './CookieBanner.module.css';

/**
 * The cookie consent banner (spec 000 §1): shown until the visitor chooses "Accept all" or "Only
 * necessary"; the choice is kept under `cookie-consent`. It is a non-modal region in the page's
 * flow, at the top, so it never covers the page's controls or a focused element and does not hold
 * the focus. The site stores only what it needs (the language, the cart, the sign-in cookie).
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const headingId = useId();
  // The server renders the page with the choice its cookie carries, so a visitor who has chosen
  // never sees the banner; one whose cookie is gone (but not the stored choice) sees it go as the
  // page starts.
  const choice = useSyncExternalStore(subscribeCookieConsent, readCookieConsent, consentSeenByServer);
  if (choice) return null;

  const choose = (value: CookieConsent) => {
    storeCookieConsent(value);
    // The focused button goes away: continue from the start of the page's content.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.heading}>
            {t('cookies.heading')}
          </h2>
          <p>
            {t('cookies.text')} <Link to="/politica-de-privacidade">{t('cookies.privacy')}</Link>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => choose('all')}>
            {t('cookies.acceptAll')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => choose('necessary')}>
            {t('cookies.onlyNecessary')}
          </button>
        </div>
      </div>
    </section>
  );
}
