import { graphql, useFragment } from 'react-relay/hooks';
import type { EntranceTicketData_tickets$data, EntranceTicketData_tickets$key } from './__generated__/EntranceTicketData_tickets.graphql';

/**
 * What every view of the entrance tickets shows (their list, the carts' order lines, the header's
 * panel): one fragment, spread wherever the tickets are asked for.
 */
const entranceTicketsFragment = graphql`
  fragment EntranceTicketData_tickets on EntranceTicket @relay(plural: true) {
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
export function useEntranceTicketData(tickets: EntranceTicketData_tickets$key | null | undefined): EntranceTicketData_tickets$data {
  return useFragment(entranceTicketsFragment, tickets ?? null) ?? [];
}
