import { DayCalendar } from '../../components/ui/calendar/DayCalendar.tsx';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { isoDayOf, localDateOf } from '../../shared/time.ts';

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
      <DayCalendar
        required
        language={language}
        selected={localDateOf(day)}
        defaultMonth={localDateOf(day)}
        startMonth={localDateOf(today)}
        endMonth={localDateOf(lastDay)}
        disabled={[{ before: localDateOf(today) }, { after: localDateOf(lastDay) }, (date: Date) => !available.has(isoDayOf(date))]}
        onChoose={(date) => onChoose(isoDayOf(date))}
      />
    </section>
  );
}
