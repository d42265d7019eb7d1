import styles from './fields.module.css';

/** The form-level message of a send that failed, read out as it appears. */
export function FormFailure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className={styles.failure} role="alert">
      {text}
    </p>
  );
}
