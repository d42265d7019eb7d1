import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useErrorText } from '../../i18n/account-i18n.ts';
import fieldStyles from '../../components/forms/fields.module.css';
import styles from './lessons.module.css';

interface Option {
  value: string;
  label: string;
}

/** An error code shown in the site language, referenced by its field's aria-describedby. */
function FieldError({ id, code }: { id: string; code: string | undefined }) {
  const errorText = useErrorText();
  if (!code) return null;
  return (
    <p id={id} className={fieldStyles.error} data-error-code={code}>
      {errorText(code)}
    </p>
  );
}

/** A labelled select with an empty first choice (the placeholder), as the text fields look. */
export function SelectField({
  label,
  options,
  placeholder,
  registration,
  error,
  required,
}: {
  label: ReactNode;
  options: ReadonlyArray<Option>;
  placeholder: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.labelRow}>
        <label htmlFor={id} className={fieldStyles.label}>
          {label}
        </label>
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <select
        id={id}
        className={fieldStyles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} code={error} />
    </div>
  );
}

/** A group of radio buttons under a legend. */
export function ChoiceField({
  legend,
  options,
  registration,
  error,
}: {
  legend: string;
  options: ReadonlyArray<Option>;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className={styles.typeChoice} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.typeOption}>
          <input type="radio" value={option.value} {...registration} />
          {option.label}
        </label>
      ))}
      <FieldError id={`${id}-error`} code={error} />
    </fieldset>
  );
}
