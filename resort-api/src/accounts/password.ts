import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { GENERATED_PASSWORD_LENGTH } from '@estancia/resort-contract';

/**
 * Stored passwords: a slow, salted scrypt hash of the transformed password the caller sends
 * (contract password.ts), encoded `scrypt$N$r$p$salt$hash` (salt and hash base64url) so the cost
 * can be raised later without invalidating the hashes already stored.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** The cost of every stored hash. Only tests pass lower ones (AppDeps.scrypt), to run faster. */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/** What one scrypt needs (128·N·r bytes) plus head room; Node's default limit is exactly 32 MiB. */
function maxmemFor(N: number, r: number): number {
  return 128 * N * r + 16 * 1024 * 1024;
}

function derive(secret: string, salt: Buffer, N: number, r: number, p: number, keyBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyBytes, { N, r, p, maxmem: maxmemFor(N, r) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(transformed: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const { N, r, p } = params;
  if (!sane(N, r, p)) throw new RangeError('scrypt parameters out of range');
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(transformed, salt, N, r, p, KEY_BYTES);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const ENCODED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Parameters an encoded hash may carry: anything else is refused rather than run. */
function sane(N: number, r: number, p: number): boolean {
  const powerOfTwo = N >= 2 && (N & (N - 1)) === 0;
  return powerOfTwo && N <= 2 ** 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
}

/** Compares in constant time; false for a malformed stored value. */
export async function verifyPassword(transformed: string, encoded: string): Promise<boolean> {
  const match = ENCODED.exec(encoded);
  if (!match) return false;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!sane(N, r, p)) return false;
  const salt = Buffer.from(match[4] ?? '', 'base64url');
  const expected = Buffer.from(match[5] ?? '', 'base64url');
  if (expected.length < 16) return false;
  const actual = await derive(transformed, salt, N, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no stored hash to check (an unknown
 * username), so the answer's timing does not tell which usernames exist.
 */
export async function verifyAgainstDecoy(transformed: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(32).toString('hex'));
  await verifyPassword(transformed, await decoy);
  return false;
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LOWER + UPPER + DIGITS;

/**
 * The random initial password of a registration without one (spec 000 §9: 10 characters, sent by
 * mail): crypto-random letters and digits with at least one of each kind, without the look-alikes
 * l, I, O, 0 and 1 so it can be typed from the mail.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < length; i += 1) password += ALPHABET[randomInt(ALPHABET.length)];
    const hasAll = [LOWER, UPPER, DIGITS].every((set) => [...password].some((c) => set.includes(c)));
    if (hasAll) return password;
  }
}
