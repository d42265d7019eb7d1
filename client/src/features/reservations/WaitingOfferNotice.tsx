import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import buttons from '../../components/ui/buttons.module.css';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { Countdown } from './Countdown.tsx';
import type { TimedCartLineData } from './TimedCartData.ts';
import { formatDay } from '../../shared/time.ts';
import type { WaitingEntryData } from './WaitingEntries.ts';
import { offerExpiry, offerKey, offeredEntries } from './waiting-state.ts';
import styles from './waiting.module.css';

/**
 * Seats freed in a slot the viewer waited for are held for them (an offer: an ordinary hold in the
 * timed cart). On any page, a polite live region (in the page while the viewer waits) says so once;
 * beside it, the hold's countdown as the cart shows it, and the way to the reservation cart. The
 * countdown is outside the live region: a screen reader would otherwise hear every second. The
 * reservation cart shows the hold with its countdown itself, so the notice stays off it. It can be
 * closed so it hides nothing (WCAG 2.4.11).
 */
export function WaitingOfferNotice({ entries, lines }: { entries: ReadonlyArray<WaitingEntryData>; lines: ReadonlyArray<TimedCartLineData> }) {
  const { t, language } = useReservationsTranslation();
  const { pathname } = useLocation();
  // Closed by the person, by entry and hold: a new offer for the same entry shows again.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const onCart = pathname.startsWith('/reservation/cart');
  const shown = onCart ? [] : offeredEntries(entries).filter((entry) => !dismissed.has(offerKey(entry)));
  // The live region is in the page while the viewer waits, before an offer can come; not otherwise.
  if (entries.length === 0) return null;

  return (
    <div className={styles.offers} data-empty={shown.length === 0} data-testid="waiting-offers">
      <div role="status" aria-live="polite" aria-label={t('waiting.region')}>
        {shown.map((entry) => (
          <p key={entry.id} className={styles.offerText}>
            {t('waiting.offered', { name: entry.slot.service.name, date: formatDay(entry.slot.date, language), start: entry.slot.startTime, seats: entry.seats })}
          </p>
        ))}
      </div>
      {shown.length > 0 && (
        <>
          <ul className={styles.offerTimes}>
            {shown.map((entry) => (
              <li key={entry.id}>
                {entry.slot.service.name} {entry.slot.startTime}: <Countdown expiresAt={offerExpiry(entry, lines)} />
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Link to="/reservation/cart" className={buttons.primary}>
              {t('waiting.goToCart')}
            </Link>
            <button type="button" className={buttons.secondary} onClick={() => setDismissed(new Set([...dismissed, ...shown.map(offerKey)]))}>
              {t('waiting.dismiss')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
