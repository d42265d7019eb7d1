import { useId } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router-dom';
import buttons from '../../components/ui/buttons.module.css';
import { updateCart, useCart, withEntranceDate } from '../../features/cart/index.ts';
import { EntranceList, reservationStyles as styles } from '../../features/reservations/index.ts';
import { isIsoDay } from '../../shared/time.ts';
import shop from '../../styles/shop.module.css';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { ShopPage } from '../shop/ShopPage.tsx';
import type { EntrancePageQuery } from './__generated__/EntrancePageQuery.graphql';
import type { DayRouteData } from './loaders.ts';
import { useRouteQuery } from '../route-query.ts';

/** /reservation/entrance (spec 002 §2): the day of the visit and the entrance tickets with steppers. */
export function EntrancePage() {
  const { day: addressDay, today } = useLoaderData<DayRouteData<EntrancePageQuery>>();
  const data = useRouteQuery<EntrancePageQuery>(graphql`
    query EntrancePageQuery @preloadable {
      ...SeoLayout_query
      entranceTickets {
        ...EntranceList_tickets
      }
    }
  `);
  const { t } = useReservationsTranslation();
  const cart = useCart();
  const dateId = useId();
  // The day kept with the tickets wins, unless it has passed (spec 002 §2: today at the earliest).
  const day = cart.entranceDate && cart.entranceDate >= today ? cart.entranceDate : addressDay;
  const count = cart.entrance.reduce((sum, entry) => sum + entry.quantity, 0);
  return (
    <ShopPage query={data} title={t('entrance.title')} description={t('entrance.description')}>
      <p className={shop.subtitle}>{t('entrance.description')}</p>
      <div className={styles.dateField}>
        <label htmlFor={dateId}>{t('entrance.date')}</label>
        <input
          id={dateId}
          type="date"
          min={today}
          value={day}
          aria-describedby={`${dateId}-hint`}
          onChange={(event) => {
            const value = event.target.value;
            if (isIsoDay(value) && value >= today) updateCart((current) => withEntranceDate(current, value));
          }}
        />
        <span id={`${dateId}-hint`} className={styles.muted}>
          {t('services.dateHint')}
        </span>
      </div>
      {data.entranceTickets.length === 0 ? <p className={shop.empty}>{t('entrance.empty')}</p> : <EntranceList tickets={data.entranceTickets} day={day} />}
      {count > 0 && (
        <div className={shop.actions}>
          <span />
          <Link to="/reservation/cart" className={buttons.primary}>
            {t('entrance.goToCart')}
          </Link>
        </div>
      )}
    </ShopPage>
  );
}
