import { describe, expect, it } from 'vitest';
import { SessionSealer } from './seal.ts';

const claims = { token: 'upstream-token', accountId: 7, role: 'CUSTOMER' as const, expiresAt: Date.UTC(2030, 0, 1) };
const now = new Date(Date.UTC(2026, 10, 22));

describe('SessionSealer', () => {
  it('round-trips claims, and the sealed value does not show the token', () => {
    const sealer = new SessionSealer('a'.repeat(32));
    const value = sealer.seal(claims);
    expect(value).not.toContain('upstream-token');
    expect(Buffer.from(value, 'base64url').toString('latin1')).not.toContain('upstream-token');
    expect(sealer.unseal(value, now)).toEqual(claims);
  });

  it('refuses a changed value, another key, garbage and an expired session', () => {
    const sealer = new SessionSealer('a'.repeat(32));
    const value = sealer.seal(claims);
    const flipped = Buffer.from(value, 'base64url');
    flipped[20] = (flipped[20] ?? 0) ^ 1;
    expect(sealer.unseal(flipped.toString('base64url'), now)).toBeNull();
    expect(new SessionSealer('b'.repeat(32)).unseal(value, now)).toBeNull();
    expect(sealer.unseal('nonsense', now)).toBeNull();
    expect(sealer.unseal(value, new Date(Date.UTC(2031, 0, 1)))).toBeNull();
  });
});
