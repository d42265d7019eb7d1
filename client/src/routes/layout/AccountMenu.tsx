import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { MessageDialog, type Message } from '../../components/ui/dialogs/AlertDialogs.tsx';
import { clearLocalStorage, requestHeaderAccountFocus, takeHeaderAccountFocus, useSessionChanged } from '../../features/account/index.ts';
import type { AccountMenuLogOutMutation } from './__generated__/AccountMenuLogOutMutation.graphql';
import styles from './HeaderAccount.module.css';

/**
 * The signed-in person's menu (spec 000 §2 "Top navigation"): My account, Orders and Logout, as a
 * Radix dropdown menu (arrow keys, Escape, focus back to the button). Logging out clears the local
 * storage but the site language (spec 000 §4) and loads the page again as a visitor.
 */
export function AccountMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const sessionChanged = useSessionChanged();
  const [failure, setFailure] = useState<Message | null>(null);
  const [commit, inFlight] = useMutation<AccountMenuLogOutMutation>(graphql`
    mutation AccountMenuLogOutMutation {
      logOut {
        viewer {
          role
        }
      }
    }
  `);

  useEffect(() => {
    // After logging in, the menu that replaced the login entry takes the focus.
    if (takeHeaderAccountFocus()) triggerRef.current?.focus();
  }, []);

  const logOut = () => {
    if (inFlight) return;
    commit({
      variables: {},
      onCompleted: () => {
        clearLocalStorage();
        requestHeaderAccountFocus();
        sessionChanged();
      },
      onError: () => setFailure({ title: t('header.logOut'), text: t('header.loggedOutFailed'), tone: 'error' }),
    });
  };

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger ref={triggerRef} className={styles.entry}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M3 18c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('header.account')}: </span>
          <span className={styles.name}>{name}</span>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="m2 4 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
            <DropdownMenu.Item asChild className={styles.item}>
              <Link to="/client/perfil">{t('header.myAccount')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={styles.item}>
              <Link to="/client/order">{t('header.orders')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className={styles.separator} />
            <DropdownMenu.Item className={styles.item} disabled={inFlight} onSelect={logOut}>
              {inFlight ? t('header.loggingOut') : t('header.logOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <MessageDialog message={failure} okLabel="OK" onClose={() => setFailure(null)} />
    </>
  );
}
