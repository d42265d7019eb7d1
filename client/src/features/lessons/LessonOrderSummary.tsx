import { graphql, useFragment } from 'react-relay/hooks';
import { useLessonsTranslation } from '../../i18n/lessons-i18n.ts';
import type { LessonOrderSummary_lessonOrder$key } from './__generated__/LessonOrderSummary_lessonOrder.graphql';
import styles from './lessons.module.css';
import { TableHead } from '../../components/ui/TableHead.tsx';

/**
 * The order number with its note (spec 001 §2.7: already booked, awaiting payment, no lesson to
 * schedule) and the order's lesson lines: bought, still to book, and their purchase codes.
 */
export function LessonOrderSummary({ lessonOrder }: { lessonOrder: LessonOrderSummary_lessonOrder$key }) {
  const order = useFragment(
    graphql`
      fragment LessonOrderSummary_lessonOrder on LessonOrder {
        number
        state
        lessonsRemaining
        lessons {
          position
          description
          category
          quantity
          remaining
          purchaseCodes {
            code
            used
          }
        }
      }
    `,
    lessonOrder,
  );
  const { t } = useLessonsTranslation();
  const state = order.state === '%future added value' ? 'NO_LESSONS' : order.state;
  return (
    <section aria-labelledby="lesson-order" className={styles.summary}>
      <h2 id="lesson-order" className={styles.heading}>
        {t('page.order', { number: order.number })}
      </h2>
      <p className={state === 'BOOKABLE' ? styles.note : `${styles.note} ${styles.warning}`} data-lesson-state={state}>
        {t(`state.${state}`)}
      </p>
      {order.lessons.length > 0 && (
        <>
          <div className={styles.scroller} role="region" aria-labelledby="lesson-lines" tabIndex={0}>
            <table className={styles.table}>
              <caption id="lesson-lines" className={styles.caption}>
                {t('lessons.caption')}
              </caption>
              <TableHead columns={[[t('lessons.product')], [t('lessons.bought'), styles.numeric], [t('lessons.remaining'), styles.numeric], [t('lessons.codes')]]} />
              <tbody>
                {order.lessons.map((line) => (
                  <tr key={line.position}>
                    <th scope="row">{line.description}</th>
                    <td className={styles.numeric}>{line.quantity}</td>
                    <td className={styles.numeric} data-lesson-remaining>
                      {line.remaining}
                    </td>
                    <td>
                      {line.purchaseCodes.length === 0 ? (
                        t('lessons.noCodes')
                      ) : (
                        <ul className={styles.codes}>
                          {line.purchaseCodes.map((code) => (
                            <li key={code.code} data-purchase-code={code.code} data-used={code.used}>
                              <code>{code.code}</code>
                              {code.used && <span className={styles.used}> ({t('lessons.used')})</span>}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.total} data-lessons-remaining={order.lessonsRemaining}>
            {t('lessons.total', { count: order.lessonsRemaining })}
          </p>
        </>
      )}
    </section>
  );
}
