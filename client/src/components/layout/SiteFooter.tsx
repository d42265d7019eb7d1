import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { SmartLink } from '../ui/SmartLink.tsx';
import type { SiteFooter_query$key } from './__generated__/SiteFooter_query.graphql';
import styles from './SiteFooter.module.css';

/** The legal pages (spec 000 §2 "Footer"); the complaints book is the official external site. */
const LEGAL_LINKS = [
  { key: 'terms', href: '/terms-conditions', external: false },
  { key: 'internalRules', href: '/regulamento-interno', external: false },
  { key: 'complaintsBook', href: 'https://www.livroreclamacoes.pt', external: true },
  { key: 'legalInformation', href: '/informacao-legal', external: false },
  { key: 'privacy', href: '/politica-de-privacidade', external: false },
  { key: 'returns', href: '/devolucao-e-reembolso', external: false },
] as const;

const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

const APP_LINKS = [
  { name: 'App Store', href: 'https://apps.apple.com/' },
  { name: 'Google Play', href: 'https://play.google.com/store/apps' },
] as const;

const PAYMENT_METHODS = ['Multibanco', 'MB WAY', 'Visa', 'Mastercard'] as const;
const GROUP_HOTELS = ['Estância Hotel Serra', 'Estância Termas Hotel'] as const;

function Block({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={wide ? `${styles.block} ${styles.wide}` : styles.block}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The site footer (spec 000 §1 and §2 "Footer"): a site map from the main menu structure (the menu
 * the header shows), the legal links with the complaints book, social and app links, payment
 * methods, group hotels and co-financing entries, the resort's address and the note that the
 * contents are illustrative. Error pages show it without the site map (they have no query data).
 * Everything is text: no external images or requests.
 */
export function SiteFooter({ query = null }: { query?: SiteFooter_query$key | null }) {
  const data = useFragment(
    graphql`
      fragment SiteFooter_query on Query {
        menu {
          id
          title
          link {
            href
            external
          }
          children {
            id
            title
            link {
              href
              external
            }
          }
        }
      }
    `,
    query,
  );
  const { t } = useTranslation();
  const siteMapId = useId();
  const menu = data?.menu ?? [];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {menu.length > 0 && (
          <nav aria-labelledby={siteMapId} className={`${styles.block} ${styles.wide}`}>
            <h2 id={siteMapId} className={styles.heading}>
              {t('footer.siteMap')}
            </h2>
            <ul className={styles.siteMap}>
              {menu.map((entry) => (
                <li key={entry.id}>
                  {entry.link ? (
                    <SmartLink href={entry.link.href} external={entry.link.external} className={styles.topEntry}>
                      {entry.title}
                    </SmartLink>
                  ) : (
                    <span className={styles.topEntry}>{entry.title}</span>
                  )}
                  {entry.children.length > 0 && (
                    <ul className={styles.list}>
                      {entry.children.map((child) => (
                        <li key={child.id}>
                          {child.link ? (
                            <SmartLink href={child.link.href} external={child.link.external}>
                              {child.title}
                            </SmartLink>
                          ) : (
                            child.title
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}

        <Block title={t('footer.legal.heading')}>
          <LinkList links={LEGAL_LINKS.map((link) => ({ ...link, label: t(`footer.legal.${link.key}`) }))} />
        </Block>

        <Block title={t('footer.social')}>
          <LinkList links={SOCIAL_LINKS.map((link) => ({ ...link, key: link.name, label: link.name, external: true }))} />
        </Block>

        <Block title={t('footer.apps')}>
          <LinkList links={APP_LINKS.map((link) => ({ ...link, key: link.name, label: link.name, external: true }))} />
        </Block>

        <Block title={t('footer.payments')}>
          <ul className={styles.badges}>
            {PAYMENT_METHODS.map((method) => (
              <li key={method} className={styles.badge}>
                {method}
              </li>
            ))}
          </ul>
        </Block>

        <Block title={t('footer.hotels')}>
          <ul className={styles.list}>
            {GROUP_HOTELS.map((hotel) => (
              <li key={hotel}>{hotel}</li>
            ))}
          </ul>
        </Block>

        <Block title={t('footer.cofinancing.heading')}>
          <ul className={styles.badges}>
            <li className={styles.badge}>Portugal 2030</li>
            <li className={styles.badge}>Centro 2030</li>
            <li className={styles.badge}>{t('footer.cofinancing.eu')}</li>
          </ul>
        </Block>

        <Block title={t('footer.address')}>
          <address className={styles.address}>
            {t('site.name')}
            <br />
            6230 Fundão
            <br />
            Portugal
          </address>
        </Block>
      </div>
      <div className={styles.bottom}>
        <p>
          © {t('site.name')}
        </p>
        <p className={styles.note}>{t('site.illustrative')}</p>
      </div>
    </footer>
  );
}

/** A list of footer links; external ones open in a new tab and say so (SmartLink). */
function LinkList({ links }: { links: { key: string; href: string; external: boolean; label: string }[] }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.key}>
          <SmartLink href={link.href} external={link.external}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
