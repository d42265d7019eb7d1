import buttons from '../../components/ui/buttons.module.css';
import { useAccountDialogs } from '../../features/account/index.ts';
import { useAccountTranslation } from '../../i18n/account-i18n.ts';
import styles from './AccountPage.module.css';

/**
 * What a visitor sees on a page that needs an account: the reason and a button that opens the
 * login modal. After logging in, the page loads again and shows its content (the address stays,
 * rather than a redirect home).
 */
export function SignInRequired() {
  const { t } = useAccountTranslation();
  const dialogs = useAccountDialogs();
  return (
    <div className={styles.gate}>
      <p>{t('gate.reason')}</p>
      <button type="button" className={buttons.primary} aria-haspopup="dialog" onClick={() => dialogs.open('login')} onPointerEnter={dialogs.preload}>
        {t('gate.logIn')}
      </button>
    </div>
  );
}
