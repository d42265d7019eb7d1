import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './fields.tsx';
import styles from './fields.module.css';

interface SelectFieldProps extends Pick<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The empty first choice's text. */
  placeholder: string;
  /** The form's field, or none where the page keeps the value itself (`value`, `onChange`). */
  registration?: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
}

/** A labelled select with an empty first choice (the placeholder), as the text fields look. */
export function SelectField({ label, options, placeholder, registration, error, required, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <select id={id} className={styles.input} required={required} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select} {...registration}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
