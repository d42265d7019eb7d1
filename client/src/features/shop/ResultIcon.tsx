import styles from '../../styles/shop.module.css';

export type ResultState = 'pending' | 'failed' | 'paid';

/** The pending, failed or successful picture of a payment (spec 001 §2.4); its message says the same in words. */
export function ResultIcon({ state }: { state: ResultState }) {
  return (
    <svg className={`${styles.resultIcon} ${styles[state]}`} viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-result={state}>
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
      {state === 'paid' && <path d="m14 25 7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />}
      {state === 'failed' && <path d="m16 16 16 16M32 16 16 32" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />}
      {state === 'pending' && <path d="M24 12v12l8 5" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />}
    </svg>
  );
}
