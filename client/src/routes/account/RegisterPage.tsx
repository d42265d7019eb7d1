import { graphql } from 'react-relay/hooks';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../layout/PageLayout.tsx';
import { RegistrationForm, useAccountDialogs } from '../../features/account/index.ts';
import { useAccountTranslation } from '../../i18n/account-i18n.ts';
import type { RegisterPageQuery } from './__generated__/RegisterPageQuery.graphql';
import styles from './AccountPage.module.css';
import { useRouteQuery } from '../route-query.ts';

/** /regist/client: customer registration as a page (spec 000 §2). */
export function RegisterPage() {
  const data = useRouteQuery<RegisterPageQuery>(graphql`
    query RegisterPageQuery @preloadable {
      ...PageLayout_query
    }
  `);
  const { t } = useAccountTranslation();
  const site = useTranslation().t;
  const dialogs = useAccountDialogs();
  return (
    <PageLayout query={data}>
      <title>{`${t('register.title')} · ${site('site.name')}`}</title>
      <div className={styles.page}>
        <h1 className={styles.title}>{t('register.title')}</h1>
        <RegistrationForm onLogIn={() => dialogs.open('login')} onRegistered={() => dialogs.open('login')} />
      </div>
    </PageLayout>
  );
}
