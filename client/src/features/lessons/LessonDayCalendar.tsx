import { DayCalendar } from '../../components/ui/calendar/DayCalendar.tsx';
import { useLessonsTranslation } from '../../i18n/lessons-i18n.ts';
import { isoDayOf, localDateOf } from '../../shared/time.ts';
import styles from './lessons.module.css';
import { lastOfferedDay } from './months.ts';

/**
 * The calendar of the scheduling screen (spec 001 §2.7): past days blocked, and only the days
 * that have a free lesson hour of the chosen type enabled (the gateway's `lessonDays` for the
 * month shown). Arrow keys move between days; the month buttons ask for that month's days.
 */
export function LessonDayCalendar({
  today,
  month,
  day,
  availableDays,
  onMonth,
  onDay,
}: {
  today: string;
  month: string;
  day: string | null;
  availableDays: ReadonlyArray<string>;
  onMonth: (month: string) => void;
  onDay: (day: string) => void;
}) {
  const { t, language } = useLessonsTranslation();
  const available = new Set(availableDays);
  return (
    <div className={styles.calendarBox}>
      <h3 className={styles.subheading}>
        {t('calendar.title')}
      </h3>
      <p className={styles.hint}>
        {t('calendar.hint')}
      </p>
      <DayCalendar
        language={language}
        selected={day ? localDateOf(day) : undefined}
        month={localDateOf(month)}
        onMonthChange={(date: Date) => onMonth(isoDayOf(date))}
        startMonth={localDateOf(today)}
        endMonth={localDateOf(lastOfferedDay(today))}
        disabled={[{ before: localDateOf(today) }, { after: localDateOf(lastOfferedDay(today)) }, (date: Date) => !available.has(isoDayOf(date))]}
        onChoose={(date) => onDay(isoDayOf(date))}
      />
    </div>
  );
}
