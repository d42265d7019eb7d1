import { graphql } from 'react-relay/hooks';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageLayout } from '../layout/PageLayout.tsx';
import { RecoveryCompletionForm } from '../../features/account/index.ts';
import { useAccountTranslation } from '../../i18n/account-i18n.ts';
import type { RecoveryPageQuery } from './__generated__/RecoveryPageQuery.graphql';
import styles from './AccountPage.module.css';
import { useRouteQuery } from '../route-query.ts';

/** /regist/client/recovery/{code}: the target of the mailed recovery link (spec 000 §2). */
export function RecoveryPage() {
  const data = useRouteQuery<RecoveryPageQuery>(graphql`
    query RecoveryPageQuery @preloadable {
      ...PageLayout_query
    }
  `);
  const { code = '' } = useParams();
  const { t } = useAccountTranslation();
  const site = useTranslation().t;
  return (
    <PageLayout query={data}>
      <title>{`${t('recovery.pageTitle')} · ${site('site.name')}`}</title>
      <div className={styles.page}>
        <h1 className={styles.title}>{t('recovery.pageTitle')}</h1>
        <p className={styles.intro}>{t('recovery.pageIntro')}</p>
        <RecoveryCompletionForm key={code} code={code} />
      </div>
    </PageLayout>
  );
}
