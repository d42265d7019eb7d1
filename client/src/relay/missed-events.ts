import { GraphQLRequestError } from './errors.ts';

/**
 * The gateway ends an event stream with EVENTS_MISSED when this page read it more slowly than
 * events came (gateway kernel/push-queue.ts): what it shows may lack an event, and subscribing
 * again starts from the current state. A page that keeps falling behind would loop, so a stream
 * is renewed at most RENEWALS_PER_MINUTE times a minute; past that the error reaches the page.
 */
export const EVENTS_MISSED = 'EVENTS_MISSED';
const RENEWALS_PER_MINUTE = 3;
const MINUTE_MS = 60_000;

/** Decides, per subscription, whether an error is answered by subscribing again. */
export function missedEventsRenewal(now: () => number = Date.now) {
  const renewals: number[] = [];
  return (error: Error): boolean => {
    if (!(error instanceof GraphQLRequestError) || error.code !== EVENTS_MISSED) return false;
    const at = now();
    while (renewals.length > 0 && (renewals[0] ?? 0) <= at - MINUTE_MS) renewals.shift();
    if (renewals.length >= RENEWALS_PER_MINUTE) return false;
    renewals.push(at);
    return true;
  };
}
