import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { useWaitingMutationsJoinMutation } from './__generated__/useWaitingMutationsJoinMutation.graphql';
import type { useWaitingMutationsLeaveMutation } from './__generated__/useWaitingMutationsLeaveMutation.graphql';
import type { HoldOutcome } from './useHoldMutations.ts';

const joinMutation = graphql`
  mutation useWaitingMutationsJoinMutation($input: JoinWaitingListInput!) {
    joinWaitingList(input: $input) {
      entry {
        id
        place
      }
      cart {
        id
        maxItems
        ...TimedCartData_cart
        ...WaitingEntries_cart
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

const leaveMutation = graphql`
  mutation useWaitingMutationsLeaveMutation($input: LeaveWaitingListInput!) {
    leaveWaitingList(input: $input) {
      entry {
        id
        state
      }
      cart {
        id
        maxItems
        ...TimedCartData_cart
        ...WaitingEntries_cart
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

/** The outcome of joining: done with the place in line, or the reason in the visitor's language. */
export type JoinOutcome = { ok: true; place: number | null } | { ok: false; message: string };

/**
 * The payload's cart is the viewer's one `TimedCart` record (its id is the viewer's): the header
 * and the service page read it through the root's `timedCart`, which is linked to it here when the
 * page's own read of the cart had failed.
 */
function linkCart(field: 'joinWaitingList' | 'leaveWaitingList') {
  return (store: RecordSourceSelectorProxy) => {
    const cart = store.getRootField(field)?.getLinkedRecord('cart');
    if (cart && !store.getRoot().getLinkedRecord('timedCart')) store.getRoot().setLinkedRecord(cart, 'timedCart');
  };
}

/** The waiting-list codes and the hold's own refusals, as the reservations' texts say them. */
const KNOWN = ['SLOT_NOT_FULL', 'ALREADY_WAITING', 'WAITING_LIST_CLOSED', 'UNKNOWN_WAITING_ENTRY', 'UNKNOWN_SLOT', 'SLOT_COLLISION', 'INVALID_SEAT_QUANTITY', 'TOO_MANY_ATTEMPTS'] as const;
const isKnown = (code: string): code is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(code);

/** joinWaitingList and leaveWaitingList (the waiting list of a full slot), with their outcomes. */
export function useWaitingMutations() {
  const { t } = useReservationsTranslation();
  const [commitJoin, joining] = useMutation<useWaitingMutationsJoinMutation>(joinMutation);
  const [commitLeave, leaving] = useMutation<useWaitingMutationsLeaveMutation>(leaveMutation);

  const failure = useCallback(
    (error: { code: string }, maxItems: number | null | undefined): string => {
      if (isKnown(error.code)) return t(`errors.${error.code}`);
      // spec 002 §5: the timed-item limit's text names the maximum.
      if (error.code === 'TIMED_ITEM_LIMIT') return t('errors.TIMED_ITEM_LIMIT', { max: maxItems ?? 3 });
      return t('errors.generic');
    },
    [t],
  );

  const join = useCallback(
    (slotId: string, seats: number): Promise<JoinOutcome> =>
      new Promise((resolve) => {
        commitJoin({
          variables: { input: { slotId, seats } },
          updater: linkCart('joinWaitingList'),
          onCompleted: ({ joinWaitingList: payload }) => {
            const [error] = payload.userErrors;
            resolve(error ? { ok: false, message: failure(error, payload.cart?.maxItems) } : { ok: true, place: payload.entry?.place ?? null });
          },
          onError: () => resolve({ ok: false, message: t('errors.generic') }),
        });
      }),
    [commitJoin, failure, t],
  );

  const leave = useCallback(
    (entryId: string): Promise<HoldOutcome> =>
      new Promise((resolve) => {
        commitLeave({
          variables: { input: { entryId } },
          updater: linkCart('leaveWaitingList'),
          onCompleted: ({ leaveWaitingList: payload }) => {
            const [error] = payload.userErrors;
            resolve(error ? { ok: false, message: failure(error, payload.cart?.maxItems) } : { ok: true });
          },
          onError: () => resolve({ ok: false, message: t('errors.generic') }),
        });
      }),
    [commitLeave, failure, t],
  );

  return { join, leave, busy: joining || leaving };
}
