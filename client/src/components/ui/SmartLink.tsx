import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  /** True when the link leaves the site (schema `Link.external`). */
  external: boolean;
  children: ReactNode;
}

/**
 * A link from server data (spec 000 §2 "Top navigation"): internal paths go through the router;
 * external addresses open in a new tab, say so to screen readers, and get no opener.
 */
export function SmartLink({ href, external, children, ...rest }: SmartLinkProps) {
  const { t } = useTranslation();
  if (!external) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false" style={{ display: 'inline', marginInlineStart: '0.3em', verticalAlign: 'baseline' }}>
        <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
    </a>
  );
}
