import { useRef, useState } from 'react';
import { Modal } from '../../components/ui/dialogs/Modal.tsx';
import { useAccountTranslation } from '../../i18n/account-i18n.ts';
import type { AccountView } from './account-view.ts';
import { LoginForm } from './LoginForm.tsx';
import { RecoveryRequestForm } from './RecoveryRequestForm.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';
import { requestHeaderAccountFocus, useSessionChanged } from './session.ts';

/**
 * The account modal (spec 000 §2): login, registration and recovery in one dialog, whose links
 * switch between them. Focus stays in the dialog when the view changes (it moves to the new
 * view's first field) and goes back to the control that opened it on close. After logging in,
 * the page's data is loaded again with the session (spec 000 §4 "the page then reloads").
 */
export function AccountDialogs({ initialView, onClose }: { initialView: AccountView; onClose: () => void }) {
  const { t } = useAccountTranslation();
  const sessionChanged = useSessionChanged();
  const [view, setView] = useState(initialView);
  const [email, setEmail] = useState<string | undefined>(undefined);
  const signedIn = useRef(false);

  const title = view === 'login' ? t('login.title') : view === 'register' ? t('register.title') : t('recovery.title');
  const show = (next: AccountView) => {
    setView(next);
    // The new view's first field takes the focus once rendered.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-account-dialog] input')?.focus());
  };

  return (
    <Modal
      title={title}
      closeLabel={t('common.close')}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        // The login button that opened it is replaced by the account menu, which takes the focus.
        if (signedIn.current) event.preventDefault();
      }}
    >
      <div data-account-dialog="">
        {view === 'login' && (
          <LoginForm
            initialUsername={email}
            onSignedIn={() => {
              signedIn.current = true;
              requestHeaderAccountFocus();
              onClose();
              sessionChanged();
            }}
            onRegister={() => show('register')}
            onRecover={() => show('recover')}
          />
        )}
        {view === 'register' && (
          <RegistrationForm
            onLogIn={() => show('login')}
            onRegistered={(registered) => {
              setEmail(registered);
              show('login');
            }}
          />
        )}
        {view === 'recover' && <RecoveryRequestForm onSent={onClose} onLogIn={() => show('login')} />}
      </div>
    </Modal>
  );
}
