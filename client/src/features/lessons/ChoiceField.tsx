import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../components/forms/fields.tsx';
import styles from './lessons.module.css';

/** A group of radio buttons under a legend. */
export function ChoiceField({
  legend,
  options,
  registration,
  error,
}: {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
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
