import { useTranslation } from 'react-i18next';
import styles from './PageLoader.module.css';

/** Shown while a page's code and data load: a status with an accessible name and a visible text. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loading.page')} aria-busy="true" className={styles.loader}>
      <title>{t('site.name')}</title>
      <span className={styles.spinner} aria-hidden="true" />
      <span aria-hidden="true">{t('loading.page')}</span>
    </div>
  );
}
