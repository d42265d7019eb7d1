import { describe, expect, it } from 'vitest';
import { GraphQLRequestError, NETWORK_ERROR } from './errors.ts';
import { EVENTS_MISSED, missedEventsRenewal } from './missed-events.ts';

const missed = () => new GraphQLRequestError('Your holds changed faster than this connection read them.', EVENTS_MISSED);

describe('missedEventsRenewal', () => {
  it('renews a stream that missed events, three times a minute at most', () => {
    let now = 0;
    const renew = missedEventsRenewal(() => now);
    expect([renew(missed()), renew(missed()), renew(missed()), renew(missed())]).toEqual([true, true, true, false]);
    now = 60_000;
    expect(renew(missed())).toBe(true);
  });

  it('leaves every other failure to the page', () => {
    const renew = missedEventsRenewal(() => 0);
    expect(renew(new GraphQLRequestError('Live updates failed.', NETWORK_ERROR))).toBe(false);
    expect(renew(new Error(EVENTS_MISSED))).toBe(false);
  });
});
