import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import styles from './SiteHeader.module.css';

/**
 * The header's frame: a top bar with the language switch and the store and account entries (the
 * cart of spec 000 §2 "Top navigation" will join them), then the logo and site name (a link home)
 * and the navigation slot. Error pages use it without navigation and account entries, since those
 * come with the page's query.
 */
export function HeaderFrame({ nav, account }: { nav?: ReactNode; account?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.topBarInner}>
          <LanguageSwitch />
          {account}
        </div>
      </div>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={t('site.homeLink')}>
          <Logo className={styles.logo} />
          <span className={styles.siteName}>{t('site.name')}</span>
        </Link>
        {nav}
      </div>
    </header>
  );
}
