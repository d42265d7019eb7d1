import { graphql, useFragment } from 'react-relay/hooks';
import type { TimedCartData_cart$data, TimedCartData_cart$key } from './__generated__/TimedCartData_cart.graphql';

/**
 * What every view of the timed cart shows (the header's panel, the reservation cart, the expiry
 * warning): one fragment, spread by the `timedCart` query and subscription and by the hold
 * mutations' payloads, so one store record holds the cart and every view follows it in place.
 */
export const timedCartFragment = graphql`
  fragment TimedCartData_cart on TimedCart {
    count
    maxItems
    lines {
      id
      name
      note
      quantity
      unitPrice {
        amount
        currency
      }
      expiresAt
      renewalsLeft
      slot {
        id
        date
        startTime
        endTime
      }
    }
  }
`;

export type TimedCartLineData = TimedCartData_cart$data['lines'][number];

/** The cart's data; null for a visitor (no cart) or before the first answer. */
export function useTimedCartData(cart: TimedCartData_cart$key | null | undefined): TimedCartData_cart$data | null {
  return useFragment(timedCartFragment, cart ?? null) ?? null;
}
