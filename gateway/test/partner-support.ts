import { partnerKeyIssuedAnswer } from '@estancia/resort-contract';
import { upstreamSession } from './hold-harness.ts';
import type { GraphQLAnswer } from './harness.ts';

/** Issues a partner key as staff, in the resort API the gateway verifies keys with. */
export async function issuePartnerKey(apiUrl: string, partner: string, hourlyBudget: number): Promise<{ id: number; key: string }> {
  const { token } = await upstreamSession(apiUrl, 'staff');
  const response = await fetch(new URL('platform/partner-keys', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ partner, hourly_budget: hourlyBudget }),
  });
  if (response.status !== 201) throw new Error(`issuing a partner key: ${response.status} ${await response.text()}`);
  const { data } = partnerKeyIssuedAnswer.parse(await response.json());
  return { id: data.id, key: data.key };
}

export async function revokePartnerKey(apiUrl: string, id: number): Promise<void> {
  const { token } = await upstreamSession(apiUrl, 'staff');
  const response = await fetch(new URL(`platform/partner-keys/${id}/revoke`, apiUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`revoking a partner key: ${response.status} ${await response.text()}`);
}

export interface CostExtension {
  requested: number;
  budget: { limit: number; remaining: number; resetAt: string } | null;
}

export type PartnerAnswer<T = Record<string, unknown>> = GraphQLAnswer<T> & { headers: Headers; extensions?: { cost?: CostExtension } };

/** POSTs a document to a gateway as a partner would: from a server, with the key in a header. */
export async function partnerQuery<T = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  headers: Record<string, string> = {},
  variables?: Record<string, unknown>,
): Promise<PartnerAnswer<T>> {
  const response = await fetch(new URL('graphql', gatewayUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<PartnerAnswer<T>, 'status' | 'headers'>;
  return { ...body, status: response.status, headers: response.headers };
}
