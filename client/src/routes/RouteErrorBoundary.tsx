import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useNavigation, useRouteError } from 'react-router-dom';
import { HeaderFrame } from '../components/layout/HeaderFrame.tsx';
import { SiteFooter } from '../components/layout/SiteFooter.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/SkipLink.tsx';
import { reportClientError } from '../features/errors/index.ts';
import { useReloadRoute } from '../hooks/useReloadRoute.ts';
import { errorCode, NETWORK_ERROR } from '../relay/errors.ts';
import styles from './RouteErrorBoundary.module.css';

type Problem = 'upstreamUnavailable' | 'network' | 'outdated' | 'generic';

function problemOf(error: unknown): Problem {
  const code = errorCode(error);
  if (code === 'UPSTREAM_UNAVAILABLE') return 'upstreamUnavailable';
  if (code === NETWORK_ERROR) return 'network';
  if (code === 'PERSISTED_QUERY_NOT_FOUND') return 'outdated';
  // A code-split chunk that no longer exists after a deployment.
  if (error instanceof TypeError && /dynamically imported module|module script/i.test(error.message)) return 'outdated';
  if (isRouteErrorResponse(error) && error.status >= 500) return 'upstreamUnavailable';
  return 'generic';
}

/** A refusal the router answered on purpose (a 4xx response) is no failure of the site. */
function isFailure(error: unknown): boolean {
  return !(isRouteErrorResponse(error) && error.status < 500);
}

/**
 * What a route shows when its data or code fails to load: a localized explanation and a way to
 * try again, inside the site's header and footer, never a blank page. The failure is reported to
 * the gateway (`reportClientError`).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const reloadRoute = useReloadRoute();
  const retrying = useNavigation().state !== 'idle';
  const problem = problemOf(error);
  if (import.meta.env.DEV) console.error(error);
  useEffect(() => {
    if (isFailure(error)) reportClientError(error, 'route');
  }, [error]);

  return (
    <>
      <title>{`${t('error.title')} · ${t('site.name')}`}</title>
      <SkipLink />
      <HeaderFrame />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <div className={styles.panel} role="alert" data-error-code={errorCode(error) ?? 'UNKNOWN'}>
          <h1 className={styles.title}>{t('error.title')}</h1>
          <p className={styles.message}>{t(`error.${problem}`)}</p>
          <div className={styles.actions}>
            {problem === 'outdated' ? (
              <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
                {t('error.reload')}
              </button>
            ) : (
              <button
                type="button"
                className={styles.primary}
                aria-disabled={retrying}
                onClick={() => {
                  if (!retrying) reloadRoute();
                }}
              >
                {t('error.retry')}
              </button>
            )}
            <Link to="/" className={styles.secondary}>
              {t('error.home')}
            </Link>
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
