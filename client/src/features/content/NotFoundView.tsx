import { Link } from 'react-router-dom';
import { Logo } from '../../components/layout/Logo.tsx';
import { cx } from '../../components/ui/cx.ts';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import styles from './NotFoundView.module.css';

export type NotFoundVariant = 'plain' | 'picture';

interface NotFoundViewProps {
  /**
   * spec 000 §2 has two not-found pages: the plain one (pages, unknown slugs' neighbours) and one
   * over a background picture (an article or gallery address that names nothing).
   */
  variant: NotFoundVariant;
  /**
   * spec 000 §4: a draft or scheduled item shows a Portuguese placeholder ("Rascunho",
   * "Agendado") where its title would be.
   */
  placeholder?: string;
}

/** The 404 page (spec 000 §2): a large logo, the text 404, three texts and a link home. */
export function NotFoundView({ variant, placeholder }: NotFoundViewProps) {
  const { t } = useContentTranslation();
  return (
    <div className={cx(styles.page, variant === 'picture' && styles.picture)} data-not-found={variant}>
      <meta name="robots" content="noindex" />
      <div className={styles.panel}>
        <Logo className={styles.logo} />
        <p className={styles.code} aria-hidden="true">
          {t('notFound.code')}
        </p>
        <h1 className={styles.title}>
          <span className="visually-hidden">{t('notFound.code')} </span>
          {t('notFound.title')}
        </h1>
        {placeholder && (
          <p className={styles.placeholder} lang="pt">
            {placeholder}
          </p>
        )}
        <p className={styles.text}>{t('notFound.text')}</p>
        <p className={styles.text}>{t('notFound.hint')}</p>
        <Link to="/" className={styles.home}>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
