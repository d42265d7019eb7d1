import { graphql } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router-dom';
import buttons from '../../components/ui/buttons.module.css';
import { updateCart, useCart, withEntranceDate } from '../../features/cart/index.ts';
import { DayField, EntranceList } from '../../features/reservations/index.ts';
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
  // The day kept with the tickets wins, unless it has passed (spec 002 §2: today at the earliest).
  const day = cart.entranceDate && cart.entranceDate >= today ? cart.entranceDate : addressDay;
  const count = cart.entrance.reduce((sum, entry) => sum + entry.quantity, 0);
  return (
    <ShopPage query={data} title={t('entrance.title')} description={t('entrance.description')}>
      <p className={shop.subtitle}>{t('entrance.description')}</p>
      <DayField label={t('entrance.date')} day={day} today={today} onChoose={(chosen) => updateCart((current) => withEntranceDate(current, chosen))} />
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
