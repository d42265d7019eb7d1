import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the header to the `main` landmark. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Move focus ourselves: the router would otherwise treat the hash as a navigation.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('skipLink')}
    </a>
  );
}
