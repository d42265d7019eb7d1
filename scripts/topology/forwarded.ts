/**
 * Which address a replica takes a caller for. A wrong sign-in is logged with the address the
 * gateway counts it against (its sign-in limits are per address): a caller on a loopback address
 * of its own sends one, with a forged X-Forwarded-For, and the replicas' log says whom they saw.
 */
import { randomBytes } from 'node:crypto';
import { Agent } from 'undici';
import { z } from 'zod';
import type { Child } from './children.ts';
import { send, type Operation } from './website.ts';

const refusal = z.object({ msg: z.literal('sign-in refused: wrong credentials'), address: z.string() });

function refusalsIn(lines: string[]): string[] {
  return lines.flatMap((line) => {
    try {
      const parsed = refusal.safeParse(JSON.parse(line));
      return parsed.success ? [parsed.data.address] : [];
    } catch {
      return [];
    }
  });
}

/** The address the replica that answered logged for a wrong sign-in sent from `localAddress` to `site`. */
export async function addressSeen(options: { site: string; localAddress: string; forwardedFor: string; login: Operation; replicas: Child[] }): Promise<string> {
  const before = options.replicas.map((replica) => replica.lines.length);
  const dispatcher = new Agent({ localAddress: options.localAddress });
  try {
    const username = `nobody-${randomBytes(4).toString('hex')}@estancia.pt`;
    const visit = { site: options.site, dispatcher, cookie: null, headers: { 'x-forwarded-for': options.forwardedFor } };
    const answer = await send(visit, options.login, { input: { username, password: 'Wrong#2026' } }, 'POST');
    if (!JSON.stringify(answer.body).includes('WRONG_CREDENTIALS')) throw new Error(`a wrong sign-in answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const seen = options.replicas.flatMap((replica, index) => refusalsIn(replica.lines.slice(before[index])));
      if (seen.length > 1) throw new Error(`one wrong sign-in was logged ${seen.length} times`);
      if (seen[0] !== undefined) return seen[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('no replica logged the wrong sign-in');
  } finally {
    await dispatcher.close();
  }
}
