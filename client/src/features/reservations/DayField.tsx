import { useId } from 'react';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { isIsoDay } from '../../shared/time.ts';
import styles from './reservations.module.css';

interface DayFieldProps {
  label: string;
  day: string;
  today: string;
  /** A day chosen: today or later (spec 002 §2: the minimum is today). */
  onChoose: (day: string) => void;
}

/** The day a list of services or tickets is for, with the hint of what choosing it does. */
export function DayField({ label, day, today, onChoose }: DayFieldProps) {
  const { t } = useReservationsTranslation();
  const id = useId();
  return (
    <div className={styles.dateField}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        min={today}
        value={day}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const value = event.target.value;
          if (isIsoDay(value) && value >= today) onChoose(value);
        }}
      />
      <span id={`${id}-hint`} className={styles.muted}>
        {t('services.dateHint')}
      </span>
    </div>
  );
}
