import { useState } from 'react';
import { toast } from 'sonner';
import buttons from '../../components/ui/buttons.module.css';
import { MessageDialog, type Message } from '../../components/ui/dialogs/AlertDialogs.tsx';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { useNow } from './clock.ts';
import styles from './live.module.css';
import type { TimedCartLineData } from './TimedCartData.ts';
import { formatCountdown, secondsLeft } from '../../shared/time.ts';
import { useHoldMutations } from './useHoldMutations.ts';

/** The warning shows this long before a hold lapses. */
export const EXPIRY_WARNING_SECONDS = 60;

/**
 * The expiry warning: 60 s before a hold lapses, a polite live region says so once (focus stays
 * where it is) with a one-click extend button while the hold can still be renewed. The seconds
 * shown beside it are hidden from screen readers, which would otherwise hear every tick.
 */
export function HoldAlerts({ lines, maxItems }: { lines: ReadonlyArray<TimedCartLineData>; maxItems: number | null }) {
  const { t } = useReservationsTranslation();
  const now = useNow();
  const { extend, busy } = useHoldMutations(maxItems);
  const [failure, setFailure] = useState<Message | null>(null);
  // Warnings closed by the person, by hold and expiry: an extended hold warns again before its new end.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const keyOf = (line: TimedCartLineData) => `${line.id} ${line.expiresAt}`;
  const ending = lines.filter((line) => {
    const left = secondsLeft(line.expiresAt, now);
    return left > 0 && left <= EXPIRY_WARNING_SECONDS && !dismissed.has(keyOf(line));
  });

  const onExtend = async (line: TimedCartLineData) => {
    if (busy) return;
    const outcome = await extend(line.id);
    if (outcome.ok) toast.success(t('live.extended', { name: line.name }));
    else setFailure({ title: t('errors.title'), text: outcome.message, tone: 'error' });
  };

  return (
    <>
      <div className={styles.alerts} role="status" aria-live="polite" aria-label={t('live.region')} data-empty={ending.length === 0}>
        {ending.map((line) => (
          <div key={line.id} className={styles.alert} data-testid="hold-warning">
            <p className={styles.alertText}>
              {t('live.warning', { name: line.name })}{' '}
              <span className={styles.seconds} aria-hidden="true">
                {formatCountdown(secondsLeft(line.expiresAt, now))}
              </span>
            </p>
            <div className={styles.alertActions}>
              {line.renewalsLeft > 0 && (
                <button type="button" className={buttons.primary} aria-busy={busy} onClick={() => void onExtend(line)}>
                  {t('live.extend', { name: line.name })}
                </button>
              )}
              {/* The box floats over the page: it can be closed so it hides nothing (WCAG 2.4.11). */}
              <button type="button" className={buttons.secondary} onClick={() => setDismissed(new Set([...dismissed, keyOf(line)]))}>
                {t('live.dismiss')}
              </button>
            </div>
          </div>
        ))}
      </div>
      <MessageDialog message={failure} okLabel={t('live.ok')} onClose={() => setFailure(null)} />
    </>
  );
}
