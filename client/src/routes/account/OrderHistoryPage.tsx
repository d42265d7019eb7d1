import { graphql } from 'react-relay/hooks';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../layout/PageLayout.tsx';
import { cx } from '../../components/ui/cx.ts';
import { OrderHistory } from '../../features/orders/index.ts';
import { useAccountTranslation } from '../../i18n/account-i18n.ts';
import type { OrderHistoryPageQuery } from './__generated__/OrderHistoryPageQuery.graphql';
import styles from './AccountPage.module.css';
import { SignInRequired } from './SignInRequired.tsx';
import { useRouteQuery } from '../route-query.ts';

/** /client/order: the purchase history (spec 001 §2.5); visitors are asked to log in. */
export function OrderHistoryPage() {
  const data = useRouteQuery<OrderHistoryPageQuery>(graphql`
    query OrderHistoryPageQuery @preloadable {
      ...PageLayout_query
      viewer {
        account {
          id
          ...OrderHistory_account
        }
      }
    }
  `);
  const { t } = useAccountTranslation();
  const site = useTranslation().t;
  const account = data.viewer.account;
  return (
    <PageLayout query={data}>
      <title>{`${t('orders.title')} · ${site('site.name')}`}</title>
      <div className={cx(styles.page, styles.wide)}>
        <h1 className={styles.title}>{t('orders.title')}</h1>
        {account ? <OrderHistory key={account.id} account={account} /> : <SignInRequired />}
      </div>
    </PageLayout>
  );
}
