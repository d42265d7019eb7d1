import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
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

/**
 * Seals session claims into the cookie value with AES-256-GCM: the browser can neither read the
 * upstream token nor change the account or role (design: "Trust and sessions"). Without a secret a
 * random key is used, which keeps sessions only as long as this process.
 */
export class SessionSealer {
  private readonly key: Buffer;

  constructor(secret: string | undefined) {
    this.key = secret ? createHash('sha256').update(`estancia-session-v1:${secret}`).digest() : randomBytes(32);
  }

  seal(claims: SessionClaims): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The claims of a cookie value, or null when it was tampered with, is malformed or expired. */
  unseal(value: string, now: Date): SessionClaims | null {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const json = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      const claims = sessionClaimsSchema.safeParse(JSON.parse(json));
      return claims.success && claims.data.expiresAt > now.getTime() ? claims.data : null;
    } catch {
      return null;
    }
  }
}
