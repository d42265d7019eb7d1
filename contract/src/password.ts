import { z } from 'zod';

/**
 * A password never travels as typed: the caller applies the "helper" of spec 000 §5 first, at
 * login, registration, profile change and recovery, and resort-api only ever sees the result.
 *
 *   transformed = hex(sha256('estancia-password-v1:' + password.normalize('NFC')))
 *
 * It is not a password hash (resort-api stores a slow salted hash of the transformed value); it
 * keeps the typed password out of request bodies and logs between the gateway and the API.
 */
export const PASSWORD_TRANSFORM_PREFIX = 'estancia-password-v1:';

const HEX_64 = /^[0-9a-fA-F]{64}$/;

/** A transformed password: 64 hexadecimal characters, read in lower case. */
export const transformedPasswordSchema = z
  .string()
  .regex(HEX_64, 'must be the transformed password (64 hexadecimal characters)')
  .transform((v) => v.toLowerCase());

/**
 * The helper itself, on Web Crypto so it runs unchanged in Node and in browsers. Unicode is
 * normalised (NFC) first: "ã" typed as one code point or as "a" + combining tilde is one password.
 */
export async function transformPassword(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(PASSWORD_TRANSFORM_PREFIX + password.normalize('NFC'));
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
