import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { staleSinceNow, subscribeStale } from '../../relay/stale-answers.ts';
import styles from './StaleNotice.module.css';

/** A polite line while the page shows answers kept from before the resort's systems stopped answering. */
export function StaleNotice() {
  const { t } = useTranslation();
  const since = useSyncExternalStore(subscribeStale, staleSinceNow, () => null);
  if (!since) return null;
  return (
    <p role="status" className={styles.notice} data-testid="stale-notice">
      {t('stale.notice')}
    </p>
  );
}
