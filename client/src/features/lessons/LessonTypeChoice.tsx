import { useLessonsTranslation } from '../../i18n/lessons-i18n.ts';
import styles from './lessons.module.css';

export const CATEGORIES = ['SKI', 'SNOWBOARD'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The lesson-type selector (spec 001 §2.7, §9: Ski 1, Snowboard 2): two radio buttons. */
export function LessonTypeChoice({ value, onChange }: { value: Category; onChange: (category: Category) => void }) {
  const { t } = useLessonsTranslation();
  return (
    <fieldset className={styles.typeChoice}>
      <legend className={styles.legend}>{t('category.legend')}</legend>
      {CATEGORIES.map((category) => (
        <label key={category} className={styles.typeOption}>
          <input type="radio" name="lesson-category" value={category} checked={value === category} onChange={() => onChange(category)} />
          {t(`category.${category}`)}
        </label>
      ))}
    </fieldset>
  );
}
