import { createHash } from 'node:crypto';
import { partnerKeyVerifyAnswer } from '@estancia/resort-contract';
import { LRUCache } from 'lru-cache';
import type { UpstreamClient } from '../upstream/client.ts';
import type { HeaderReader } from '../kernel/header-reader.ts';

/** A partner, as its verified key says: who they are and what they may spend. */
export interface Partner {
  id: number;
  name: string;
  /** Operation-cost points per hour. */
  hourlyBudget: number;
  /** Hex SHA-256 of the key: names the budget, so the key itself is never kept. */
  keyHash: string;
}

/**
 * The key a request presents: `X-Api-Key: <key>`, or `Authorization: Bearer <key>`. Null when it
 * presents none; an empty or malformed header counts as a (bad) key, so a caller who meant to send
 * one hears that it was wrong instead of being served as anonymous.
 */
export function presentedKey(headers: HeaderReader): string | null {
  const apiKey = headers.get('x-api-key');
  if (apiKey !== null) return apiKey.trim();
  const authorization = headers.get('authorization');
  if (authorization === null) return null;
  return /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization)?.[1] ?? '';
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Verifies partner keys with the resort API (which holds only their hashes) and remembers each
 * answer, valid or not, for `cacheSeconds`: so a revoked key stops on every replica within that
 * time, and a flood of wrong keys costs one upstream call per distinct key per interval.
 */
export class PartnerKeyVerifier {
  private readonly cache: LRUCache<string, { partner: Partner | null }> | null;

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly siteToken: string,
    cacheSeconds: number,
  ) {
    this.cache = cacheSeconds > 0 ? new LRUCache({ max: 10_000, ttl: cacheSeconds * 1000 }) : null;
  }

  /** The partner a key belongs to, or null when the key is unknown or revoked. */
  async verify(key: string): Promise<Partner | null> {
    if (key.length === 0 || key.length > 200) return null;
    const keyHash = hashKey(key);
    const cached = this.cache?.get(keyHash);
    if (cached) return cached.partner;
    const answer = await this.upstream.write('POST', 'platform/partner-keys/verify', { hash: keyHash }, partnerKeyVerifyAnswer, { token: this.siteToken });
    const partner = answer.data.valid ? { id: answer.data.id, name: answer.data.partner, hourlyBudget: answer.data.hourly_budget, keyHash } : null;
    this.cache?.set(keyHash, { partner });
    return partner;
  }
}
