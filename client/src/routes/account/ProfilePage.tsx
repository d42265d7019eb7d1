import { graphql } from 'react-relay/hooks';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../layout/PageLayout.tsx';
import { PasswordChangeForm, ProfileForm } from '../../features/account/index.ts';
import { useAccountTranslation } from '../../i18n/account-i18n.ts';
import type { ProfilePageQuery } from './__generated__/ProfilePageQuery.graphql';
import styles from './AccountPage.module.css';
import { SignInRequired } from './SignInRequired.tsx';
import { useRouteQuery } from '../route-query.ts';

/** /client/perfil: My account (spec 000 §2 "Profile screen"); visitors are asked to log in. */
export function ProfilePage() {
  const data = useRouteQuery<ProfilePageQuery>(graphql`
    query ProfilePageQuery @preloadable {
      ...PageLayout_query
      viewer {
        account {
          id
          ...ProfileForm_account
        }
      }
    }
  `);
  const { t } = useAccountTranslation();
  const site = useTranslation().t;
  const account = data.viewer.account;
  return (
    <PageLayout query={data}>
      <title>{`${t('profile.title')} · ${site('site.name')}`}</title>
      <div className={styles.page}>
        <h1 className={styles.title}>{t('profile.title')}</h1>
        {account ? (
          <>
            <ProfileForm key={account.id} account={account} />
            <section className={styles.section} aria-labelledby="password-change-title">
              <h2 id="password-change-title" className={styles.sectionTitle}>
                {t('profile.passwordTitle')}
              </h2>
              <PasswordChangeForm />
            </section>
          </>
        ) : (
          <SignInRequired />
        )}
      </div>
    </PageLayout>
  );
}
