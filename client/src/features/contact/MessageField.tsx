import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useErrorText } from '../../i18n/account-i18n.ts';
import { useFormsTranslation } from '../../i18n/forms-i18n.ts';
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
  const errorText = useErrorText();
  const id = useId();
  const count = value.length;
  return (
    <div className={fields.field}>
      <span className={fields.labelRow}>
        <label htmlFor={id} className={fields.label}>
          {label}
        </label>
        <span className={fields.required} aria-hidden="true">
          *
        </span>
      </span>
      <textarea
        id={id}
        className={`${fields.input} ${styles.message}`}
        required
        maxLength={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-counter ${id}-error` : `${id}-counter`}
        {...registration}
      />
      <p id={`${id}-counter`} className={styles.counter} data-counter="">
        <span aria-hidden="true">{t('common.counter', { count, max })}</span>
        <span className="visually-hidden">{t('common.counterLabel', { count, max })}</span>
      </p>
      {error && (
        <p id={`${id}-error`} className={fields.error} data-error-code={error}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4.2M8 11v.4" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
