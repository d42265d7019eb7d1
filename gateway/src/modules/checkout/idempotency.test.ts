import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './idempotency.ts';

const input = {
  idempotencyKey: 'first-key',
  lines: [{ kind: 'PASS', productId: 'UHJvZHVjdDox', quantity: 2 }],
  billing: { name: 'Zoë "Ç"', taxNumber: null },
  paymentMethod: 'MBWAY',
  termsAccepted: true,
};

describe('requestFingerprint', () => {
  it('digests the input whatever the order of its fields, a null field as an absent one, the key left out', () => {
    const reordered = {
      termsAccepted: true,
      paymentMethod: 'MBWAY',
      billing: { name: 'Zoë "Ç"' },
      lines: [{ quantity: 2, productId: 'UHJvZHVjdDox', kind: 'PASS' }],
      idempotencyKey: 'another-key',
    };
    expect(requestFingerprint('placeOrder', reordered)).toBe(requestFingerprint('placeOrder', input));
  });

  it('differs for another request or another mutation', () => {
    const fingerprint = requestFingerprint('placeOrder', input);
    const more = { ...input, lines: [{ ...input.lines[0], quantity: 3 }] };
    expect(requestFingerprint('placeOrder', more)).not.toBe(fingerprint);
    expect(requestFingerprint('placeDeskOrder', input)).not.toBe(fingerprint);
  });

  it('keeps the digest the resort API already holds for a request (sorted JSON, sha-256)', () => {
    const sorted = '{"billing":{"name":"Zoë \\"Ç\\""},"lines":[{"kind":"PASS","productId":"UHJvZHVjdDox","quantity":2}],"paymentMethod":"MBWAY","termsAccepted":true}';
    expect(requestFingerprint('placeOrder', input)).toBe(createHash('sha256').update(`placeOrder:${sorted}`).digest('hex'));
  });
});
