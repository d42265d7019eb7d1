import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import buttons from '../../components/ui/buttons.module.css';
import { useAccountDialogs } from '../account/index.ts';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { WaitingEntryData } from './WaitingEntries.ts';
import { useWaitingMutations } from './useWaitingMutations.ts';
import styles from './waiting.module.css';

/** Seats one may ask for in the list (a hold allows up to 100; a family's booking is far below). */
export const WAITING_SEAT_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

interface Props {
  slot: { id: string; startTime: string; remaining: number; waitingCount: number };
  /** The viewer's open entry for this slot, if any. */
  entry: WaitingEntryData | undefined;
  signedIn: boolean;
  /** Says what happened in the slot list's polite status line. */
  onStatus: (text: string) => void;
  /** Shows a refusal (the slot list's message dialog). */
  onError: (text: string) => void;
}

/**
 * The waiting list of one slot (this implementation's addition to spec 002): on a full slot a
 * signed-in customer chooses seats and joins; a visitor is asked to sign in, as for a hold. Once in
 * line the customer sees their place, kept live by the timed cart's subscription, and may leave at
 * any time; when seats are held for them it says so, with the way to the cart.
 */
export function WaitingListAction({ slot, entry, signedIn, onStatus, onError }: Props) {
  const { t } = useReservationsTranslation();
  const dialogs = useAccountDialogs();
  const { join, leave, busy } = useWaitingMutations();
  const [seats, setSeats] = useState(1);
  const seatsId = useId();
  const placeRef = useRef<HTMLParagraphElement>(null);
  const seatsRef = useRef<HTMLSelectElement>(null);
  // Where focus goes once the part it was on is replaced: the place after joining, the seats after leaving.
  const [focusNext, setFocusNext] = useState<'place' | 'seats' | null>(null);
  useEffect(() => {
    const target = focusNext === 'place' ? placeRef.current : focusNext === 'seats' ? seatsRef.current : null;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext, entry]);

  const onJoin = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const outcome = await join(slot.id, seats);
    if (!outcome.ok) return onError(outcome.message);
    onStatus(outcome.place ? t('waiting.joined', { start: slot.startTime, place: outcome.place }) : t('waiting.joinedNoPlace', { start: slot.startTime }));
    setFocusNext('place');
  };

  const onLeave = async (id: string) => {
    if (busy) return;
    const outcome = await leave(id);
    if (!outcome.ok) return onError(outcome.message);
    onStatus(t('waiting.left', { start: slot.startTime }));
    setFocusNext('seats');
  };

  const hiddenWhen = <span className="visually-hidden"> {t('waiting.forSlot', { start: slot.startTime })}</span>;

  if (entry) {
    const offered = entry.state === 'OFFERED';
    return (
      <div className={styles.waiting} data-testid="waiting-entry">
        {/* Polite: moving up the line is said once, where it shows. */}
        <p ref={placeRef} tabIndex={-1} className={styles.place} aria-live="polite">
          {offered ? t('waiting.offeredHere', { seats: entry.seats }) : t('waiting.place', { place: entry.place ?? 1, seats: entry.seats })}
        </p>
        <div className={styles.actions}>
          {offered && (
            <Link to="/reservation/cart" className={buttons.primary}>
              {t('waiting.goToCart')}
            </Link>
          )}
          <button type="button" className={buttons.secondary} aria-busy={busy} onClick={() => void onLeave(entry.id)}>
            {offered ? t('waiting.decline') : t('waiting.leave')}
            {hiddenWhen}
          </button>
        </div>
      </div>
    );
  }

  if (slot.remaining > 0) return null;

  const count = slot.waitingCount > 0 ? <p className={styles.count}>{t('waiting.count', { waiting: slot.waitingCount })}</p> : null;
  if (!signedIn) {
    return (
      <div className={styles.waiting}>
        {count}
        <button type="button" className={buttons.secondary} aria-haspopup="dialog" onClick={() => dialogs.open('login')} onPointerEnter={dialogs.preload}>
          {t('waiting.join')}
          {hiddenWhen}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.waiting} onSubmit={(event) => void onJoin(event)}>
      {count}
      <div className={styles.actions}>
        <label htmlFor={seatsId} className={styles.seats}>
          {t('waiting.seats')}
          <span className="visually-hidden"> {t('waiting.forSlot', { start: slot.startTime })}</span>
        </label>
        <select id={seatsId} ref={seatsRef} value={seats} onChange={(event) => setSeats(Number(event.target.value))}>
          {WAITING_SEAT_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <button type="submit" className={buttons.secondary} aria-busy={busy}>
          {t('waiting.join')}
          {hiddenWhen}
        </button>
      </div>
    </form>
  );
}
