import { graphql, useFragment } from 'react-relay/hooks';
import { updateCart, useCart, withEntranceChange } from '../cart/index.ts';
import { QuantityStepper, useAnnouncer } from '../shop/index.ts';
import shop from '../../styles/shop.module.css';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { EntranceList_tickets$data, EntranceList_tickets$key } from './__generated__/EntranceList_tickets.graphql';
import { formatPrice } from './money.ts';

/**
 * What every view of the entrance tickets shows (their list, the carts' order lines, the header's
 * panel): one fragment, spread wherever the tickets are asked for.
 */
const entranceTicketsFragment = graphql`
  fragment EntranceList_tickets on EntranceTicket @relay(plural: true) {
    databaseId
    name
    note
    price {
      amount
      currency
    }
  }
`;

/** The tickets' data; none when they were not asked for. */
export function useEntranceTicketData(tickets: EntranceList_tickets$key | null | undefined): EntranceList_tickets$data {
  return useFragment(entranceTicketsFragment, tickets ?? null) ?? [];
}

/**
 * The entrance tickets (spec 002 §2 /reservation/entrance): name, note, price and a quantity
 * stepper each. The quantities live in the browser cart's `entrance` list for the chosen day
 * (spec 002 §3 "Local cart": never below 0); they are ordered with the timed holds.
 */
export function EntranceList({ tickets, day }: { tickets: EntranceList_tickets$key; day: string }) {
  const data = useEntranceTicketData(tickets);
  const { t, language } = useReservationsTranslation();
  const cart = useCart();
  const [announce, region] = useAnnouncer();
  return (
    <div className={shop.scroller}>
      <table className={shop.table}>
        <caption className="visually-hidden">{t('entrance.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cart.product')}</th>
            <th scope="col">{t('entrance.price')}</th>
            <th scope="col">{t('cart.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((ticket) => {
            const quantity = cart.entrance.find((entry) => entry.id === ticket.databaseId)?.quantity ?? 0;
            return (
              <tr key={ticket.databaseId}>
                <th scope="row">
                  {ticket.name}
                  {ticket.note && <div className={shop.details}>{ticket.note}</div>}
                </th>
                <td className={shop.number}>{formatPrice(ticket.price, language)}</td>
                <td>
                  <QuantityStepper
                    name={ticket.name}
                    quantity={quantity}
                    onChange={(delta) => {
                      const after = updateCart((current) => withEntranceChange(current, ticket.databaseId, delta, day));
                      const now = after.entrance.find((entry) => entry.id === ticket.databaseId)?.quantity ?? 0;
                      announce(t('entrance.announce', { name: ticket.name, quantity: now }));
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {region}
    </div>
  );
}
