import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** What the session cookie holds: the upstream session token and who it belongs to. */
export const sessionClaimsSchema = z.object({
  /** The resort API's session token, forwarded as the bearer of this person's calls. */
  token: z.string().min(1),
  accountId: z.number().int().positive(),
  role: z.enum(['CUSTOMER', 'STAFF']),
  /** Milliseconds since the epoch after which the cookie is no longer honoured. */
  expiresAt: z.number().int(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a device cookie holds (session/device-cookie.ts): the account this browser signed in to, and a random nonce. */
export const deviceClaimsSchema = z.object({
  /** The account's username, as the sign-in form sends it. */
  account: z.string().min(1),
  /** Random, so each device cookie has its own count of failed sign-ins. */
  nonce: z.string().min(16),
  /** Milliseconds since the epoch after which the cookie is no longer honoured. */
  expiresAt: z.number().int(),
});
export type DeviceClaims = z.infer<typeof deviceClaimsSchema>;

function keyFor(purpose: string, secret: string | undefined): Buffer {
  return secret ? createHash('sha256').update(`${purpose}:${secret}`).digest() : randomBytes(32);
}

function sealWith(key: Buffer, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The JSON a value sealed with this key holds, or undefined when it was tampered with or is malformed. */
function openWith(key: Buffer, value: string): unknown {
  const raw = Buffer.from(value, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Seals session claims into the cookie value with AES-256-GCM: the browser can neither read the
 * upstream token nor change the account or role (design: "Trust and sessions"). Without a secret a
 * random key is used, which keeps sessions only as long as this process. Device cookies are sealed
 * with a key of their own, so neither kind of cookie can pass for the other.
 */
export class SessionSealer {
  private readonly key: Buffer;
  private readonly deviceKey: Buffer;

  constructor(secret: string | undefined) {
    this.key = keyFor('estancia-session-v1', secret);
    this.deviceKey = keyFor('estancia-device-v1', secret);
  }

  seal(claims: SessionClaims): string {
    return sealWith(this.key, claims);
  }

  /** The claims of a cookie value, or null when it was tampered with, is malformed or expired. */
  unseal(value: string, now: Date): SessionClaims | null {
    const claims = sessionClaimsSchema.safeParse(openWith(this.key, value));
    return claims.success && claims.data.expiresAt > now.getTime() ? claims.data : null;
  }

  sealDevice(claims: DeviceClaims): string {
    return sealWith(this.deviceKey, claims);
  }

  /** A device cookie's claims, or null when it was tampered with, is malformed or expired. */
  unsealDevice(value: string, now: Date): DeviceClaims | null {
    const claims = deviceClaimsSchema.safeParse(openWith(this.deviceKey, value));
    return claims.success && claims.data.expiresAt > now.getTime() ? claims.data : null;
  }

  /** A short tag of an account that names its device cookie without showing the address (HMAC under the device key). */
  accountTag(account: string): string {
    return createHmac('sha256', this.deviceKey).update(account).digest('base64url').slice(0, 16);
  }
}
