import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { takeHeaderAccountFocus, useAccountDialogs } from '../../features/account/index.ts';
import type { HeaderAccount_viewer$key } from './__generated__/HeaderAccount_viewer.graphql';
import type { HeaderCart_query$key } from './__generated__/HeaderCart_query.graphql';
import styles from './HeaderAccount.module.css';
import { HeaderCart } from './HeaderCart.tsx';

// The menu (Radix) loads only for signed-in people.
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu.tsx')).AccountMenu }));

function PersonIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3 18c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="m2 4 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/**
 * The top bar's store and account entries (spec 000 §2 "Top navigation"): the store button (staff go
 * to the desk, others to the store); logged out, a login entry that opens the login modal; logged
 * in, the account menu with My account, Orders and Logout; and the cart menu when the cart holds
 * something (its data, `cart`, is the page query's).
 */
export function HeaderAccount({ viewer, cart }: { viewer: HeaderAccount_viewer$key; cart: HeaderCart_query$key }) {
  const data = useFragment(
    graphql`
      fragment HeaderAccount_viewer on Viewer {
        role
        account {
          name
        }
      }
    `,
    viewer,
  );
  const { t } = useTranslation();
  const dialogs = useAccountDialogs();
  const loginRef = useRef<HTMLButtonElement>(null);
  const signedIn = data.account !== null;

  useEffect(() => {
    // After logging out, the login entry that replaced the menu takes the focus.
    if (!signedIn && takeHeaderAccountFocus()) loginRef.current?.focus();
  }, [signedIn]);

  return (
    <div className={styles.entries} role="group" aria-label={t('header.links')}>
      <Link to={data.role === 'STAFF' ? '/desk' : '/store'} className={styles.entry}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 7h14l-1.2 10H4.2zM7 7V5.5a3 3 0 0 1 6 0V7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {t('header.store')}
      </Link>
      {data.account ? (
        <Suspense
          fallback={
            // Drawn as the menu's button is (AccountMenu.tsx), so the entries keep their width when
            // React draws this in place of the server's menu button while the menu's code loads.
            <Link to="/client/perfil" className={styles.entry}>
              <PersonIcon />
              <span className={styles.name}>{data.account.name}</span>
              <ChevronIcon />
            </Link>
          }
        >
          <AccountMenu name={data.account.name} />
        </Suspense>
      ) : (
        <button
          ref={loginRef}
          type="button"
          className={styles.entry}
          aria-haspopup="dialog"
          onClick={() => dialogs.open('login')}
          onPointerEnter={dialogs.preload}
          onFocus={dialogs.preload}
        >
          <PersonIcon />
          {t('header.logIn')}
        </button>
      )}
      <HeaderCart query={cart} signedIn={signedIn} staff={data.role === 'STAFF'} />
    </div>
  );
}
