import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFormsTranslation } from '../../i18n/forms-i18n.ts';
import { describedBy, FieldFrame } from '../../components/forms/fields.tsx';
import fields from '../../components/forms/fields.module.css';
import styles from './ContactForm.module.css';

interface MessageFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** What is typed now, for the counter. */
  value: string;
  /** The most characters the message takes (LIMITS); the field refuses more. */
  max: number;
  error?: string | undefined;
}

/**
 * A required message with a live counter "n/max" (spec 000 §5: contact n/600; spec 002 §5:
 * testimonial n/400). The counter describes the field, so screen readers hear it with the field
 * without an announcement at every key.
 */
export function MessageField({ label, registration, value, max, error }: MessageFieldProps) {
  const { t } = useFormsTranslation();
  const id = useId();
  const count = value.length;
  return (
    <FieldFrame id={id} label={label} required error={error}>
      <textarea
        id={id}
        className={`${fields.input} ${styles.message}`}
        required
        maxLength={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-counter`, error && `${id}-error`)}
        {...registration}
      />
      <p id={`${id}-counter`} className={styles.counter} data-counter="">
        <span aria-hidden="true">{t('common.counter', { count, max })}</span>
        <span className="visually-hidden">{t('common.counterLabel', { count, max })}</span>
      </p>
    </FieldFrame>
  );
}
