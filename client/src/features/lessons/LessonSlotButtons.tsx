import { useLessonsTranslation } from '../../i18n/lessons-i18n.ts';
import { formatDay } from '../../shared/time.ts';
import styles from './lessons.module.css';

export interface SlotView {
  readonly id: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly instructor: { readonly name: string };
}

/**
 * The time-slot buttons of the chosen day (spec 001 §2.7: each shows its start and end hours),
 * with the instructor; the chosen one is pressed.
 */
export function LessonSlotButtons({
  day,
  slots,
  chosenId,
  pending,
  onChoose,
}: {
  day: string | null;
  slots: ReadonlyArray<SlotView>;
  chosenId: string | null;
  pending: boolean;
  onChoose: (id: string) => void;
}) {
  const { t, language } = useLessonsTranslation();
  return (
    <section aria-labelledby="lesson-slots" className={styles.slots}>
      <h3 id="lesson-slots" className={styles.subheading}>
        {day ? t('slots.of', { day: formatDay(day, language) }) : t('slots.title')}
      </h3>
      {pending && <p className={styles.hint}>{t('slots.loading')}</p>}
      {!day ? (
        <p className={styles.hint}>{t('slots.chooseDay')}</p>
      ) : slots.length === 0 ? (
        <p className={styles.hint}>{pending ? '' : t('slots.none')}</p>
      ) : (
        <ul className={styles.slotList}>
          {slots.map((slot) => (
            <li key={slot.id}>
              <button type="button" className={styles.slot} aria-pressed={slot.id === chosenId} data-slot-id={slot.id} onClick={() => onChoose(slot.id)}>
                <span className={styles.slotTime}>
                  {slot.startTime}–{slot.endTime}
                </span>
                <span className={styles.slotInstructor}>{t('slots.instructor', { name: slot.instructor.name })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
