import buttons from '../../components/ui/buttons.module.css';
import styles from './Cards.module.css';

interface LoadMoreProps {
  label: string;
  /** Announced while the next page loads. */
  busyLabel: string;
  busy: boolean;
  onLoad: () => void;
}

/**
 * The "load more" button of the news, press and gallery lists. While the next page loads it stays
 * in place (focus is not lost) and says so; the new cards appear after the ones already read.
 */
export function LoadMore({ label, busyLabel, busy, onLoad }: LoadMoreProps) {
  return (
    <div className={styles.loadMore}>
      <button
        type="button"
        className={buttons.secondary}
        aria-busy={busy}
        aria-disabled={busy}
        onClick={() => {
          if (!busy) onLoad();
        }}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
