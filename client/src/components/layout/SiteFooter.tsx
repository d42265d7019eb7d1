import { useTranslation } from 'react-i18next';
import styles from './SiteFooter.module.css';

/** A short footer for now: where the resort is, and the note that contents are illustrative (spec 000 §1). */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>
          <strong>{t('site.name')}</strong> · {t('site.address')}
        </p>
        <p className={styles.note}>{t('site.illustrative')}</p>
      </div>
    </footer>
  );
}
