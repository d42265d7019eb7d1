import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TimedCartData_cart$data, TimedCartData_cart$key } from './__generated__/TimedCartData_cart.graphql';
import { noteServerTime } from './clock.ts';

/**
 * What every view of the timed cart shows (the header's panel, the reservation cart, the expiry
 * warning): one fragment, spread by the `timedCart` query and subscription and by the hold
 * mutations' payloads, so one store record holds the cart and every view follows it in place.
 * `serverTime` sets the clock the countdowns run on (clock.ts).
 */
export const timedCartFragment = graphql`
  fragment TimedCartData_cart on TimedCart {
    count
    maxItems
    serverTime
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
  const data = useFragment(timedCartFragment, cart ?? null) ?? null;
  // The schema's DateTime reaches TypeScript untyped: only a string is a stamp.
  const stamp: unknown = data?.serverTime;
  const serverTime = typeof stamp === 'string' ? stamp : null;
  // Each new answer (query, subscription or hold mutation) brings a new stamp; one seen before is ignored.
  useEffect(() => {
    if (serverTime) noteServerTime(serverTime);
  }, [serverTime]);
  return data;
}
