import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import { ownRequestStarted } from './own-requests.ts';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { useHoldMutationsExtendMutation } from './__generated__/useHoldMutationsExtendMutation.graphql';
import type { useHoldMutationsHoldMutation } from './__generated__/useHoldMutationsHoldMutation.graphql';
import type { useHoldMutationsReleaseMutation } from './__generated__/useHoldMutationsReleaseMutation.graphql';

/**
 * What every hold change answers with: the viewer's cart, as the header's panel reads it, and the
 * reasons for a refusal. One fragment, so the three mutations below ask for exactly the same.
 */
export const holdPayloadFragment = graphql`
  fragment useHoldMutations_payload on HoldPayload {
    cart {
      maxItems
      ...TimedCartData_cart
    }
    userErrors {
      code
      field
      message
    }
  }
`;

const holdMutation = graphql`
  mutation useHoldMutationsHoldMutation($input: HoldSlotInput!) {
    holdSlot(input: $input) {
      ...useHoldMutations_payload @relay(mask: false)
    }
  }
`;

const releaseMutation = graphql`
  mutation useHoldMutationsReleaseMutation($input: ReleaseHoldInput!) {
    releaseHold(input: $input) {
      ...useHoldMutations_payload @relay(mask: false)
    }
  }
`;

const extendMutation = graphql`
  mutation useHoldMutationsExtendMutation($input: ExtendHoldInput!) {
    extendHold(input: $input) {
      ...useHoldMutations_payload @relay(mask: false)
    }
  }
`;

/** The outcome of a hold change: done, or the reason in the visitor's language (spec 002 §8). */
export type HoldOutcome = { ok: true } | { ok: false; message: string };

type RootField = 'holdSlot' | 'releaseHold' | 'extendHold';

/**
 * The payload's cart is copied into the viewer's `timedCart` record, the one the page query's
 * root field links to: the header's panel and the cart page read that record, so they change at
 * once, before the live cart's next message confirms it. The record keeps its identity, so
 * whoever holds it sees the change. Without one (the page's read of the cart failed), the
 * payload's own cart becomes the root's.
 */
function cartUpdater(field: RootField) {
  return (store: RecordSourceSelectorProxy) => {
    const cart = store.getRootField(field)?.getLinkedRecord('cart');
    if (!cart) return;
    const root = store.getRoot();
    const target = root.getLinkedRecord('timedCart') ?? cart;
    target.setLinkedRecords(cart.getLinkedRecords('lines') ?? [], 'lines');
    target.setValue(cart.getValue('count'), 'count');
    target.setValue(cart.getValue('maxItems'), 'maxItems');
    // The answer's clock stamp comes along: countdowns take the server's time from it.
    target.setValue(cart.getValue('serverTime'), 'serverTime');
    root.setLinkedRecord(target, 'timedCart');
  };
}

/** A hold mutation as a promise of its answer, with the updater that moves the cart to the root. */
function useCartMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode, field: RootField) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        const settled = ownRequestStarted();
        commit({
          variables,
          updater: cartUpdater(field),
          onCompleted: (response) => {
            settled();
            resolve(response);
          },
          onError: (error) => {
            settled();
            reject(error);
          },
        });
      }),
    [commit, field],
  );
  return [run, inFlight] as const;
}

/** holdSlot, releaseHold and extendHold (spec 002 §4), each answering with a {@link HoldOutcome}. */
export function useHoldMutations(fallbackMax: number | null = null) {
  const { t } = useReservationsTranslation();
  const [commitHold, holding] = useCartMutation<useHoldMutationsHoldMutation>(holdMutation, 'holdSlot');
  const [commitRelease, releasing] = useCartMutation<useHoldMutationsReleaseMutation>(releaseMutation, 'releaseHold');
  const [commitExtend, extending] = useCartMutation<useHoldMutationsExtendMutation>(extendMutation, 'extendHold');

  const outcome = useCallback(
    (payload: { cart: { maxItems: number | null | undefined } | null | undefined; userErrors: ReadonlyArray<{ code: string }> }, failure: 'generic' | 'removeFailed'): HoldOutcome => {
      const [error] = payload.userErrors;
      if (!error) return { ok: true };
      // spec 002 §5: the timed-item limit's text names the maximum.
      const max = payload.cart?.maxItems ?? fallbackMax ?? 3;
      switch (error.code) {
        case 'SLOT_FULL':
        case 'SLOT_TIME_PASSED':
        case 'SLOT_COLLISION':
        case 'UNKNOWN_SLOT':
        case 'UNKNOWN_HOLD':
        case 'RENEWALS_EXHAUSTED':
        case 'TOO_MANY_ATTEMPTS':
        case 'INVALID_SEAT_QUANTITY':
          return { ok: false, message: t(`errors.${error.code}`) };
        case 'TIMED_ITEM_LIMIT':
          return { ok: false, message: t('errors.TIMED_ITEM_LIMIT', { max }) };
        default:
          return { ok: false, message: t(`errors.${failure}`) };
      }
    },
    [fallbackMax, t],
  );

  const hold = useCallback(
    async (slotId: string, quantity = 1): Promise<HoldOutcome> => {
      try {
        const answer = await commitHold({ input: { slotId, quantity } });
        return outcome(answer.holdSlot, 'generic');
      } catch {
        return { ok: false, message: t('errors.generic') };
      }
    },
    [commitHold, outcome, t],
  );

  const release = useCallback(
    async (holdId: string): Promise<HoldOutcome> => {
      try {
        const answer = await commitRelease({ input: { holdId } });
        return outcome(answer.releaseHold, 'removeFailed');
      } catch {
        return { ok: false, message: t('errors.removeFailed') };
      }
    },
    [commitRelease, outcome, t],
  );

  const extend = useCallback(
    async (holdId: string): Promise<HoldOutcome> => {
      try {
        const answer = await commitExtend({ input: { holdId } });
        return outcome(answer.extendHold, 'generic');
      } catch {
        return { ok: false, message: t('errors.generic') };
      }
    },
    [commitExtend, outcome, t],
  );

  return { hold, release, extend, busy: holding || releasing || extending };
}
