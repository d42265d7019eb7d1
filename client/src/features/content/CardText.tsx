import { useContentTranslation } from '../../i18n/content-i18n.ts';
import { formatDate } from './format.ts';
import styles from './Cards.module.css';

interface CardTextProps {
  /** The day the item is of, if it has one (an ISO date or date-time). */
  date: string | null | undefined;
  title: string;
  abstract: string | null | undefined;
  /** The heading's id: it names the card. */
  titleId: string;
  headingLevel?: 2 | 3;
}

/** The top of a news or press card: its date, its title as the card's heading, and its abstract. */
export function CardText({ date, title, abstract, titleId, headingLevel = 2 }: CardTextProps) {
  const { language } = useContentTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {date && (
        <time className={styles.date} dateTime={date}>
          {formatDate(date, language)}
        </time>
      )}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {abstract && <p className={styles.abstract}>{abstract}</p>}
    </>
  );
}
