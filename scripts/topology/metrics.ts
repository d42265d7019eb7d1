/**
 * How many requests a replica says it answered, from its own Prometheus metrics (/metrics, behind
 * METRICS_TOKEN): the queries and mutations it executed, plus the visitors' reads it answered from
 * the shared response cache before any GraphQL ran (those execute nothing, so only the cache counts
 * them).
 */
import { request } from 'undici';

/** The sum of the samples of `metric` whose labels include every pair of `labels`. */
export function sumOf(exposition: string, metric: string, labels: Record<string, string>): number {
  let total = 0;
  for (const line of exposition.split('\n')) {
    const match = /^(\w+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== metric) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) total += Number(match[3]);
  }
  return total;
}

export async function scrape(replicaUrl: string, token: string): Promise<string> {
  const answer = await request(`${replicaUrl}metrics`, { headers: { authorization: `Bearer ${token}` }, headersTimeout: 5000, bodyTimeout: 5000 });
  const text = await answer.body.text();
  if (answer.statusCode !== 200) throw new Error(`${replicaUrl}metrics answered ${answer.statusCode}`);
  return text;
}

/** Requests answered so far: executed queries and mutations, and reads answered from the shared cache. */
export function answered(exposition: string): number {
  return (
    sumOf(exposition, 'gateway_graphql_operations_total', { type: 'query' }) +
    sumOf(exposition, 'gateway_graphql_operations_total', { type: 'mutation' }) +
    sumOf(exposition, 'gateway_response_cache_total', { cache: 'public', result: 'hit' })
  );
}

/** A replica's count, or null when it does not answer (killed, or not back yet). */
export async function answeredBy(replicaUrl: string, token: string): Promise<number | null> {
  try {
    return answered(await scrape(replicaUrl, token));
  } catch {
    return null;
  }
}
