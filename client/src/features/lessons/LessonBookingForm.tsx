import { LESSON_FORM_ATTENDEES, LESSON_FORM_LEVELS, LESSON_LIMITS } from '@estancia/validation/limits';
import type { lessonBookingSchema } from '@estancia/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { useErrorText } from '../../i18n/account-i18n.ts';
import { useLessonsTranslation } from '../../i18n/lessons-i18n.ts';
import { applyUserErrors, schemaResolver, useMutationPromise } from '../../components/forms/form-helpers.ts';
import fieldStyles from '../../components/forms/fields.module.css';
import { EmailField, TextField } from '../../components/forms/fields.tsx';
import { fieldOf } from '../../components/forms/form-helpers.ts';
import { formatDay } from '../../shared/time.ts';
import type { LessonBookingForm_account$key } from './__generated__/LessonBookingForm_account.graphql';
import type { LessonBookingFormMutation } from './__generated__/LessonBookingFormMutation.graphql';
import { ChoiceField } from './ChoiceField.tsx';
import { SelectField } from '../../components/forms/SelectField.tsx';
import type { Category } from './LessonTypeChoice.tsx';
import styles from './lessons.module.css';

export interface ChosenSlot {
  readonly id: string;
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly category: Category;
  readonly instructor: { readonly name: string };
}

type Level = (typeof LESSON_FORM_LEVELS)[number];
type Attendee = (typeof LESSON_FORM_ATTENDEES)[number];

/** What the inputs hold: the schema decides whether it is valid (an unchosen level is ''). */
interface LessonFormFields {
  name: string;
  email: string;
  phone: string;
  level: Level | '';
  attendee: Attendee;
  students: number;
  purchaseCode: string;
}

const FIELDS = ['name', 'email', 'phone', 'level', 'attendee', 'students', 'purchaseCode'] as const;
/** Refusals that mean the chosen hour is no longer offered: the slots are read again. */
const SLOT_GONE = new Set(['LESSON_SLOT_TAKEN', 'LESSON_SLOT_PASSED']);

/**
 * The student or guardian form (spec 001 §2.7, §5): name, e-mail, phone, level, who fills it in,
 * number of students and the purchase code, with the chosen type, day and start shown; the
 * shared rules (@estancia/validation `lessonBookingSchema`) check it before it is sent, and the
 * gateway's refusals show on their field or above the button (spec 001 §8).
 */
export function LessonBookingForm({
  orderId,
  account,
  slot,
  onBooked,
  onSlotGone,
}: {
  orderId: string;
  account: LessonBookingForm_account$key | null;
  slot: ChosenSlot | null;
  onBooked: () => void;
  onSlotGone: () => void;
}) {
  const viewer = useFragment(
    graphql`
      fragment LessonBookingForm_account on Account {
        name
        surname
        email
        mobilePhone
      }
    `,
    account,
  );
  const [book, inFlight] = useMutationPromise<LessonBookingFormMutation>(graphql`
    mutation LessonBookingFormMutation($input: BookLessonInput!) {
      bookLesson(input: $input) {
        booking {
          id
          slot {
            id
            available
          }
        }
        lessonOrder {
          id
          canBook
          ...LessonOrderSummary_lessonOrder
          ...LessonBookingList_lessonOrder
        }
        userErrors {
          code
          field
        }
      }
    }
  `);
  const { t, language } = useLessonsTranslation();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LessonFormFields, unknown, ReturnType<typeof lessonBookingSchema.parse>>({
    resolver: schemaResolver<LessonFormFields, typeof lessonBookingSchema>((rules) => rules.lessonBookingSchema),
    defaultValues: {
      name: viewer ? [viewer.name, viewer.surname].filter((part) => part.trim()).join(' ') : '',
      email: viewer?.email ?? '',
      phone: viewer?.mobilePhone ?? '',
      level: '',
      attendee: 'STUDENT',
      students: 1,
      purchaseCode: '',
    },
  });
  const { handleSubmit, setError, resetField } = form;

  const onSubmit = handleSubmit(async (values) => {
    if (!slot) return;
    setProblem(null);
    try {
      const { bookLesson } = await book({
        input: {
          order: orderId,
          slot: slot.id,
          purchaseCode: values.purchaseCode,
          name: values.name,
          email: values.email,
          phone: values.phone || null,
          attendee: values.attendee,
          level: values.level,
          students: values.students,
        },
      });
      if (bookLesson.userErrors.length === 0) {
        resetField('purchaseCode');
        onBooked();
        return;
      }
      const formLevel = applyUserErrors(bookLesson.userErrors, setError, FIELDS);
      const first = formLevel[0];
      if (first) setProblem(first.code);
      if (bookLesson.userErrors.some((error) => SLOT_GONE.has(error.code))) onSlotGone();
    } catch {
      setProblem('INCORRECT_REQUEST');
    }
  });

  return (
    <form className={`${fieldStyles.form} ${styles.form}`} noValidate aria-labelledby="lesson-form" onSubmit={(event) => void onSubmit(event)}>
      <h3 id="lesson-form" className={styles.subheading}>
        {t('form.title')}
      </h3>
      <p className={fieldStyles.note}>{t('form.requiredNote')}</p>
      <section aria-labelledby="lesson-choice" className={styles.choice}>
        <h4 id="lesson-choice" className={styles.choiceTitle}>
          {t('form.choice')}
        </h4>
        {slot ? (
          <dl className={styles.facts} data-chosen-slot={slot.id}>
            <div>
              <dt>{t('form.type')}</dt>
              <dd>{t(`category.${slot.category}`)}</dd>
            </div>
            <div>
              <dt>{t('form.day')}</dt>
              <dd>{formatDay(slot.date, language)}</dd>
            </div>
            <div>
              <dt>{t('form.start')}</dt>
              <dd>
                {slot.startTime}–{slot.endTime}
              </dd>
            </div>
            <div>
              <dt>{t('form.instructor')}</dt>
              <dd>{slot.instructor.name}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.hint}>{t('form.chooseSlot')}</p>
        )}
      </section>
      <fieldset className={`${fieldStyles.fieldset} ${fieldStyles.columns}`}>
        <legend className="visually-hidden">{t('form.title')}</legend>
        <TextField label={t('form.name')} autoComplete="name" required {...fieldOf(form, 'name')} />
        <EmailField label={t('form.email')} required {...fieldOf(form, 'email')} />
        <TextField label={t('form.phone')} type="tel" inputMode="tel" autoComplete="tel" {...fieldOf(form, 'phone')} />
        <SelectField
          label={t('form.level')}
          required
          placeholder={t('form.chooseLevel')}
          options={LESSON_FORM_LEVELS.map((level) => ({ value: level, label: t(`form.levels.${level}`) }))}
          {...fieldOf(form, 'level')}
        />
        <TextField
          label={t('form.students')}
          type="number"
          inputMode="numeric"
          required
          hint={`1–${LESSON_LIMITS.maxStudents}`}
          {...fieldOf(form, 'students', { valueAsNumber: true })}
        />
        <TextField
          label={t('form.purchaseCode')}
          autoComplete="off"
          spellCheck={false}
          required
          hint={t('form.purchaseCodeHint')}
          {...fieldOf(form, 'purchaseCode')}
        />
      </fieldset>
      <ChoiceField
        legend={t('form.attendee')}
        options={LESSON_FORM_ATTENDEES.map((attendee) => ({ value: attendee, label: t(`form.attendees.${attendee}`) }))}
        {...fieldOf(form, 'attendee')}
      />
      {problem && (
        <p className={`${styles.note} ${styles.warning}`} role="alert">
          {t('messages.bookError')}: {errorText(problem)}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={!slot || inFlight} aria-busy={inFlight}>
          {t('form.finalize')}
        </button>
      </div>
    </form>
  );
}
