import { DayPicker } from 'react-day-picker';
import { enGB, es, fr, pt } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { Language } from '../../i18n/languages.ts';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import styles from './reservations.module.css';
import { isoDayOf, localDateOf } from './time.ts';

const LOCALES = { pt, en: enGB, es, fr } satisfies Record<Language, unknown>;

/**
 * The service screen's calendar (spec 002 §2): today at the earliest, the days without a free
 * slot disabled (the server's `availableDays`), arrow keys move between days.
 */
export function SlotCalendar({
  day,
  today,
  lastDay,
  availableDays,
  onChoose,
}: {
  day: string;
  today: string;
  lastDay: string;
  availableDays: ReadonlyArray<string>;
  onChoose: (day: string) => void;
}) {
  const { t, language } = useReservationsTranslation();
  const available = new Set(availableDays);
  return (
    <section aria-labelledby="slot-calendar">
      <h2 id="slot-calendar">{t('service.calendar')}</h2>
      <DayPicker
        className={styles.calendar}
        mode="single"
        required
        locale={LOCALES[language]}
        selected={localDateOf(day)}
        defaultMonth={localDateOf(day)}
        startMonth={localDateOf(today)}
        endMonth={localDateOf(lastDay)}
        disabled={[{ before: localDateOf(today) }, { after: localDateOf(lastDay) }, (date: Date) => !available.has(isoDayOf(date))]}
        onSelect={(date: Date | undefined) => {
          if (date) onChoose(isoDayOf(date));
        }}
      />
    </section>
  );
}
