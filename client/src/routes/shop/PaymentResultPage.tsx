import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay/hooks';
import { PageLayout } from '../layout/PageLayout.tsx';
import { MAIN_CONTENT_ID } from '../../components/layout/SkipLink.tsx';
import { ResultIcon, type ResultState } from '../../features/shop/index.ts';
import styles from '../../styles/shop.module.css';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { PaymentResultPageQuery, PaymentStatus } from './__generated__/PaymentResultPageQuery.graphql';
import { useRouteQuery } from '../route-query.ts';

/** spec 001 §8: the alert codes of a payment result page that cannot load. */
export const LOAD_ERROR_CODES = { A: 'Erro17', B: 'Erro18' } as const;
type Variant = keyof typeof LOAD_ERROR_CODES;

/** spec 001 §4: 0 pending, -1 failed, anything else success on the result page. */
function stateOf(status: PaymentStatus): ResultState {
  if (status === 'PENDING') return 'pending';
  if (status === 'FAILED') return 'failed';
  return 'paid';
}

function usePaymentResult() {
  return useRouteQuery<PaymentResultPageQuery>(graphql`
    query PaymentResultPageQuery($key: String!) @preloadable {
      ...PageLayout_query
      paymentResult(key: $key) {
        orderNumber
        status
        placedOnWebsite
      }
    }
  `);
}

/**
 * /store/payment/:key, page A (spec 001 §2.4): the payment's pending, failed or successful picture
 * and message. The site's header and footer are shown only for an order placed on the website.
 */
export function PaymentResultPageA() {
  const data = usePaymentResult();
  const result = data.paymentResult;
  const body = <ResultBody variant="A" result={result} />;
  if (result?.placedOnWebsite) return <PageLayout query={data}>{body}</PageLayout>;
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.centred}>
      {body}
    </main>
  );
}

/**
 * /payment/:key, page B (spec 001 §2.4): the same content, centred, without the site's frame or a
 * home link. The cookie banner, which spec 001 §2.4 hides 50 ms after this page opens, is not
 * part of this page at all, so it never covers the message.
 */
export function PaymentResultPageB() {
  const data = usePaymentResult();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.centred}>
      <ResultBody variant="B" result={data.paymentResult} />
    </main>
  );
}

type Result = PaymentResultPageQuery['response']['paymentResult'];

function ResultBody({ variant, result }: { variant: Variant; result: Result }) {
  const { t } = useShopTranslation();
  if (!result) return <LoadFailure variant={variant} />;
  const state = stateOf(result.status);
  return (
    <Frame>
      <ResultIcon state={state} />
      <p className={styles.subtitle}>{t('payment.orderNumber', { number: result.orderNumber })}</p>
      <p role="status" data-payment-status={result.status}>
        {t(`result.${state === 'paid' ? 'PAID' : state === 'failed' ? 'FAILED' : 'PENDING'}`)}
      </p>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useShopTranslation();
  const site = useTranslation().t;
  return (
    <div className={`${styles.page} ${styles.result}`}>
      <title>{`${t('result.title')} · ${site('site.name')}`}</title>
      <h1 className={styles.title}>{t('result.title')}</h1>
      {children}
    </div>
  );
}

/** spec 001 §8: a result page that cannot load says so with its code (Erro17 on A, Erro18 on B). */
function LoadFailure({ variant }: { variant: Variant }) {
  const { t } = useShopTranslation();
  return (
    <Frame>
      <p className={`${styles.notice} ${styles.warning}`} role="alert">
        {t('result.loadError', { code: LOAD_ERROR_CODES[variant] })}
      </p>
    </Frame>
  );
}

/** The route's error boundary: a failed request is the same load failure, inside the page's frame. */
export function PaymentResultErrorA() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.centred}>
      <LoadFailure variant="A" />
    </main>
  );
}

export function PaymentResultErrorB() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.centred}>
      <LoadFailure variant="B" />
    </main>
  );
}
