import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { useNow } from './clock.ts';
import styles from './reservations.module.css';
import { formatCountdown, secondsLeft } from '../../shared/time.ts';

/**
 * A hold's countdown `mm:ss` (spec 002 §2), computed each second from the server's `expiresAt`.
 * It is not a live region: a screen reader would hear every second; the expiry warning speaks once.
 */
export function Countdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useReservationsTranslation();
  const now = useNow();
  return (
    <span className={styles.countdown} data-testid="countdown">
      <span className="visually-hidden">{t('panel.remaining')}: </span>
      <time dateTime={`PT${secondsLeft(expiresAt, now)}S`}>{formatCountdown(secondsLeft(expiresAt, now))}</time>
    </span>
  );
}
