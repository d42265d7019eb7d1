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

  it('seals device cookies under a key of their own: neither kind passes for the other', () => {
    const sealer = new SessionSealer('a'.repeat(32));
    const device = { account: 'balcao@estancia.pt', nonce: 'n'.repeat(22), expiresAt: Date.UTC(2030, 0, 1) };
    const value = sealer.sealDevice(device);
    expect(Buffer.from(value, 'base64url').toString('latin1')).not.toContain('balcao');
    expect(sealer.unsealDevice(value, now)).toEqual(device);
    expect(sealer.unseal(value, now)).toBeNull();
    expect(sealer.unsealDevice(sealer.seal(claims), now)).toBeNull();
    expect(new SessionSealer('b'.repeat(32)).unsealDevice(value, now)).toBeNull();
    expect(sealer.unsealDevice(value, new Date(Date.UTC(2031, 0, 1)))).toBeNull();
    expect(sealer.accountTag('balcao@estancia.pt')).not.toBe(sealer.accountTag('cliente@estancia.pt'));
  });
});
