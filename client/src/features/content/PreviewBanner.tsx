import { useContentTranslation } from '../../i18n/content-i18n.ts';
import styles from './PreviewBanner.module.css';

/** The yellow mark of previewed content (spec 000 §2 "Generic content route": "This is a preview"). */
export function PreviewBanner() {
  const { t } = useContentTranslation();
  return (
    <div className={styles.banner} role="note" aria-label={t('preview.banner')}>
      <strong className={styles.title}>{t('preview.banner')}</strong>
      <span>{t('preview.detail')}</span>
    </div>
  );
}
