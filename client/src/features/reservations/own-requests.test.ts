import { describe, expect, it } from 'vitest';
import { isOwnRequestEcho, ownRequestStarted } from './own-requests.ts';

describe('notices that echo the page’s own hold requests', () => {
  it('are echoes while a request runs and for 3 s after it settles, not later', () => {
    const settled = ownRequestStarted();
    expect(isOwnRequestEcho()).toBe(true);
    settled();
    settled();
    const now = Date.now();
    expect(isOwnRequestEcho(now + 2000)).toBe(true);
    expect(isOwnRequestEcho(now + 3500)).toBe(false);
  });
});
