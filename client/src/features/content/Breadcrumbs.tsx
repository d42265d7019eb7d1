import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import type { Breadcrumbs_steps$key } from './__generated__/Breadcrumbs_steps.graphql';
import { sitePath } from './format.ts';
import styles from './Breadcrumbs.module.css';

/**
 * The breadcrumb bar of content pages (spec 000 §2 "Top navigation"): from the home page to the
 * current page, which is marked as such for screen readers.
 */
export function Breadcrumbs({ steps }: { steps: Breadcrumbs_steps$key }) {
  const data = useFragment(
    graphql`
      fragment Breadcrumbs_steps on Breadcrumb @relay(plural: true) {
        title
        href
      }
    `,
    steps,
  );
  const { t } = useContentTranslation();
  if (data.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.bar}>
      <ol className={styles.list}>
        {data.map((step, index) => {
          const last = index === data.length - 1;
          const href = step.href == null ? null : sitePath(step.href);
          return (
            <li key={`${index}-${step.title}`} className={styles.step}>
              {last || href === null ? (
                <span aria-current={last ? 'page' : undefined}>{step.title}</span>
              ) : (
                <Link to={href}>{step.title}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
