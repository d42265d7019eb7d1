import { graphql, useFragment } from 'react-relay/hooks';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import type { DocumentList_documents$key } from './__generated__/DocumentList_documents.graphql';
import styles from './DocumentList.module.css';

interface DocumentListProps {
  documents: DocumentList_documents$key;
  /** The level of the list's "Documents" heading in the page's outline. */
  headingLevel: 2 | 3;
}

/** The visible documents of a page, article or gallery (spec 000 §2), as download links. */
export function DocumentList({ documents, headingLevel }: DocumentListProps) {
  const data = useFragment(
    graphql`
      fragment DocumentList_documents on Document @relay(plural: true) {
        url
        name
        description
      }
    `,
    documents,
  );
  const { t } = useContentTranslation();
  if (data.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.documents}>
      <Heading className={styles.title}>{t('documents.title')}</Heading>
      <ul className={styles.list}>
        {data.map((document) => (
          <li key={document.url}>
            <a href={document.url} download className={styles.link} aria-label={t('documents.download', { name: document.name })}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M8 2v8m-3.5-3.5L8 10l3.5-3.5M3 13h10" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
              {document.name}
            </a>
            {document.description && <p className={styles.description}>{document.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
