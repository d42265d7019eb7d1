import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PageLoader.module.css';

interface PageLoaderProps {
  /**
   * How long the loader stays invisible before it fades in, so answers faster than that do not
   * flash a spinner. The entry screen shows it at once (spec 000 §2: the entry loader).
   */
  delayMs?: number;
}

/** Shown while a page's code and data load: a status with an accessible name and a visible text. */
export function PageLoader({ delayMs = 0 }: PageLoaderProps) {
  const { t } = useTranslation();
  const style = { '--loader-delay': `${delayMs}ms` } as CSSProperties;
  return (
    <div role="status" aria-label={t('loading.page')} aria-busy="true" className={styles.loader} style={style} data-page-loader="">
      <title>{t('site.name')}</title>
      <span className={styles.spinner} aria-hidden="true" />
      <span aria-hidden="true">{t('loading.page')}</span>
    </div>
  );
}
