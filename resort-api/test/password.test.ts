import { createHash } from 'node:crypto';
import { transformPassword, transformedPasswordSchema } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import {
  generatePassword,
  hashPassword,
  verifyAgainstDecoy,
  verifyPassword,
} from '../src/accounts/password.ts';

describe('the password transform (the caller\'s helper, spec 000 §5)', () => {
  it('is hex(sha256("estancia-password-v1:" + NFC password))', async () => {
    const expected = createHash('sha256').update('estancia-password-v1:Cliente#2026').digest('hex');
    expect(await transformPassword('Cliente#2026')).toBe(expected);
  });

  it('normalises Unicode first: one password however "ã" was typed', async () => {
    expect(await transformPassword('Jo\u0061\u0303o')).toBe(await transformPassword('Jo\u00e3o'));
  });

  it('accepts 64 hex characters in either case, read in lower case', () => {
    expect(transformedPasswordSchema.parse('A'.repeat(64))).toBe('a'.repeat(64));
    expect(transformedPasswordSchema.safeParse('g'.repeat(64)).success).toBe(false);
    expect(transformedPasswordSchema.safeParse('a'.repeat(63)).success).toBe(false);
  });
});

describe('stored password hashes', () => {
  it('are scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1, a 16-byte salt and a 64-byte key', async () => {
    const transformed = await transformPassword('Segredo#1');
    const encoded = await hashPassword(transformed);
    const [scheme, N, r, p, salt, key] = encoded.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64);
    // Salted: the same password never hashes the same twice.
    expect(await hashPassword(transformed)).not.toBe(encoded);
  });

  it('verify the right password only, and refuse malformed or absurd stored values', async () => {
    const transformed = await transformPassword('Segredo#1');
    const encoded = await hashPassword(transformed);
    expect(await verifyPassword(transformed, encoded)).toBe(true);
    expect(await verifyPassword(await transformPassword('segredo#1'), encoded)).toBe(false);
    expect(await verifyPassword(transformed, 'plain-text')).toBe(false);
    expect(await verifyPassword(transformed, encoded.replace('$32768$', '$1000$'))).toBe(false);
    expect(await verifyPassword(transformed, encoded.replace('$32768$', `$${2 ** 24}$`))).toBe(false);
    expect(await verifyAgainstDecoy(transformed)).toBe(false);
  });
});

describe('generated passwords (spec 000 §9)', () => {
  it('are 10 random letters and digits, with both', () => {
    const many = Array.from({ length: 200 }, () => generatePassword());
    for (const password of many) {
      expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
    }
    expect(new Set(many).size).toBe(many.length);
  });
});
