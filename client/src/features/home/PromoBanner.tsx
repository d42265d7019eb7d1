import { Link } from 'react-router-dom';
import { cx } from '../../components/ui/cx.ts';
import styles from './HomeBlocks.module.css';

interface PromoBannerProps {
  id: string;
  heading: string;
  text: string;
  linkText: string;
  to: string;
  tone: 'tour' | 'store';
}

/** spec 000 §2 "Home screen": the virtual-tour and store banners, a heading, a line and a link. */
export function PromoBanner({ id, heading, text, linkText, to, tone }: PromoBannerProps) {
  return (
    <section className={cx(styles.promo, tone === 'tour' ? styles.tour : styles.store)} aria-labelledby={id}>
      <div className={styles.promoBox}>
        <h2 id={id} className={styles.promoHeading}>
          {heading}
        </h2>
        <p className={styles.promoText}>{text}</p>
        <Link to={to} className={styles.promoLink}>
          {linkText}
        </Link>
      </div>
    </section>
  );
}
