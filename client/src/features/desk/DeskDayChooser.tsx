import buttons from '../../components/ui/buttons.module.css';
import { DayCalendar } from '../../components/ui/calendar/DayCalendar.tsx';
import { useDeskDayTranslation } from '../../i18n/desk-day-i18n.ts';
import { addDays, isoDayOf, localDateOf } from '../../shared/time.ts';
import styles from './desk-day.module.css';

/** How far the desk's calendar reaches, back (who came) and ahead (who is coming). */
const REACH_DAYS = 366;

/**
 * The day the desk's list shows: any day within a year either side, past ones too (who came),
 * today in Lisbon by default; arrow keys move between days, Enter chooses, and one button goes
 * back to today.
 */
export function DeskDayChooser({ day, today, onChoose }: { day: string; today: string; onChoose: (day: string) => void }) {
  const { t, language } = useDeskDayTranslation();
  return (
    <section className={styles.panel} aria-labelledby="desk-day-chooser">
      <h2 id="desk-day-chooser" className={styles.panelTitle}>
        {t('day.chooseDay')}
      </h2>
      <DayCalendar
        className={styles.calendar}
        required
        language={language}
        selected={localDateOf(day)}
        defaultMonth={localDateOf(day)}
        startMonth={localDateOf(addDays(today, -REACH_DAYS))}
        endMonth={localDateOf(addDays(today, REACH_DAYS))}
        disabled={[]}
        onChoose={(date) => onChoose(isoDayOf(date))}
      />
      {day !== today && (
        <button type="button" className={buttons.secondary} onClick={() => onChoose(today)}>
          {t('day.today')}
        </button>
      )}
    </section>
  );
}
