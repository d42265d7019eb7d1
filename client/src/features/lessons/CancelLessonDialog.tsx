import type { lessonCancelSchema } from '@estancia/validation';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { Modal } from '../../components/ui/dialogs/Modal.tsx';
import { useLessonsTranslation } from '../../i18n/lessons-i18n.ts';
import fieldStyles from '../../components/forms/fields.module.css';
import { schemaResolver, useMutationPromise } from '../../components/forms/form-helpers.ts';
import { TextField } from '../../components/forms/fields.tsx';
import { fieldOf } from '../../components/forms/form-helpers.ts';
import type { CancelLessonDialogMutation } from './__generated__/CancelLessonDialogMutation.graphql';
import styles from './lessons.module.css';

interface CancelFields {
  purchaseCode: string;
}

/**
 * The cancel dialog (spec 001 §2.7, §5): it asks for the purchase code the lesson was booked
 * with; a missing or wrong code is refused with "Erro a cancelar o agendamento" on the field and
 * changes nothing (spec 001 §8). On success the order's lessons and the hour come back freed.
 */
export function CancelLessonDialog({
  bookingId,
  day,
  start,
  onClose,
  onCancelled,
}: {
  bookingId: string;
  day: string;
  start: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const [cancel, inFlight] = useMutationPromise<CancelLessonDialogMutation>(graphql`
    mutation CancelLessonDialogMutation($input: CancelLessonInput!) {
      cancelLesson(input: $input) {
        cancelledBookingId
        slot {
          id
          available
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
  const { t } = useLessonsTranslation();
  const form = useForm<CancelFields, unknown, ReturnType<typeof lessonCancelSchema.parse>>({
    resolver: schemaResolver<CancelFields, typeof lessonCancelSchema>((rules) => rules.lessonCancelSchema),
    defaultValues: { purchaseCode: '' },
  });
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { cancelLesson } = await cancel({ input: { booking: bookingId, purchaseCode: values.purchaseCode } });
      const [refusal] = cancelLesson.userErrors;
      if (!refusal) {
        onCancelled();
        return;
      }
      setError('purchaseCode', { type: 'server', message: refusal.code }, { shouldFocus: true });
    } catch {
      setError('purchaseCode', { type: 'server', message: 'INCORRECT_REQUEST' }, { shouldFocus: true });
    }
  });

  return (
    <Modal title={t('cancel.title')} closeLabel={t('cancel.close')} onClose={onClose}>
      <form className={fieldStyles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>{t('cancel.intro', { day, start })}</p>
        <TextField
          label={t('cancel.code')}
          autoComplete="off"
          spellCheck={false}
          required
          {...fieldOf(form, 'purchaseCode')}
        />
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('cancel.keep')}
          </button>
          <button type="submit" className={buttons.primary} disabled={inFlight} aria-busy={inFlight}>
            {t('cancel.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
