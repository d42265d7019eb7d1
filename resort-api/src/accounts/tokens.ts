import { createHash, randomBytes } from 'node:crypto';

/** A bearer token or recovery code: 32 random bytes, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token or code: hex(sha256(value)). */
export function secretDigest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
