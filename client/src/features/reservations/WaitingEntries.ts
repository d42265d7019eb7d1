import { graphql, useFragment } from 'react-relay/hooks';
import type { WaitingEntries_cart$data, WaitingEntries_cart$key } from './__generated__/WaitingEntries_cart.graphql';

/**
 * The viewer's places in the waiting lists of full slots, as every view of them shows them (the
 * service page's slots, the offer notice in the header): one fragment on the timed cart, spread by
 * the page's query, the live `timedCart` subscription and the waiting-list mutations, so the one
 * `TimedCart` record holds them and every view follows it in place.
 */
export const waitingEntriesFragment = graphql`
  fragment WaitingEntries_cart on TimedCart {
    waitingEntries {
      id
      state
      place
      seats
      offer {
        holdId
        expiresAt
      }
      slot {
        id
        date
        startTime
        service {
          name
        }
      }
    }
  }
`;

export type WaitingEntryData = WaitingEntries_cart$data['waitingEntries'][number];

const NONE: ReadonlyArray<WaitingEntryData> = [];

/** The viewer's open entries; none for a visitor (no cart) or before the first answer. */
export function useWaitingEntries(cart: WaitingEntries_cart$key | null | undefined): ReadonlyArray<WaitingEntryData> {
  return useFragment(waitingEntriesFragment, cart ?? null)?.waitingEntries ?? NONE;
}
