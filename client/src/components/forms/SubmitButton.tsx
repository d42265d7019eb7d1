import { useId } from 'react';
import buttons from '../ui/buttons.module.css';
import styles from './fields.module.css';

interface SubmitButtonProps {
  label: string;
  /** Said on the button while the form is being sent. */
  sendingLabel: string;
  inFlight: boolean;
  /**
   * Why the button is disabled, when it is: the text stands below it and describes it, so a screen
   * reader says why when it reaches the button.
   */
  disabledHint?: string | undefined;
}

/** A form's submit button, busy while the form is sent, and the hint of why it is disabled. */
export function SubmitButton({ label, sendingLabel, inFlight, disabledHint }: SubmitButtonProps) {
  const hintId = useId();
  const disabled = disabledHint !== undefined;
  return (
    <>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={disabled} aria-busy={inFlight} aria-describedby={disabled ? hintId : undefined}>
          {inFlight ? sendingLabel : label}
        </button>
      </div>
      {disabled && (
        <p id={hintId} className={styles.note}>
          {disabledHint}
        </p>
      )}
    </>
  );
}
