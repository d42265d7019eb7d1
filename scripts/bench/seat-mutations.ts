/**
 * The website's hold mutations (useHoldMutations.ts) as the browser sends them: a POST of the
 * persisted id with the session cookie and the client header the gateway's CSRF rule asks for.
 */
import { request, type Dispatcher } from 'undici';
import type { Operation } from './seat-messages.ts';

/** A mutation that took this long is given up: its effect on the seats is then unknown. */
const MUTATION_TIMEOUT_MS = 30_000;

/** The answer: the viewer's hold lines after it, or why it was refused. */
export type HoldAnswer = { ok: true; lines: Array<{ id: string; slotId: string }> } | { ok: false; refused: string };

interface Payload {
  cart?: { lines?: Array<{ id?: unknown; slot?: { id?: unknown } | null }> } | null;
  userErrors?: Array<{ code?: unknown }>;
}

/**
 * Sends `operation` (holdSlot or releaseHold) and reads its payload. Throws when no payload came
 * back: whether the seats changed is then unknown.
 */
export async function holdMutation(
  dispatcher: Dispatcher,
  gatewayUrl: string,
  cookie: string,
  operation: Operation,
  input: Record<string, unknown>,
): Promise<HoldAnswer> {
  const answer = await request(`${gatewayUrl}graphql`, {
    dispatcher,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'accept-language': 'pt',
      'x-estancia-client': 'web',
      cookie: `estancia_session=${cookie}`,
    },
    body: JSON.stringify({ operationName: operation.name, variables: { input }, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } }),
    headersTimeout: MUTATION_TIMEOUT_MS,
    bodyTimeout: MUTATION_TIMEOUT_MS,
  });
  const body = (await answer.body.json()) as { data?: Record<string, Payload | null> | null; errors?: Array<{ message?: unknown }> };
  const payload = Object.values(body.data ?? {})[0];
  // Without a payload the mutation failed somewhere on its way: it may or may not have changed seats.
  if (!payload) throw new Error(`${operation.name} answered ${answer.statusCode} without data: ${String(body.errors?.[0]?.message ?? '')}`);
  const refusal = payload.userErrors?.[0];
  if (refusal) return { ok: false, refused: String(refusal.code) };
  const lines = (payload.cart?.lines ?? []).flatMap((line) =>
    typeof line.id === 'string' && typeof line.slot?.id === 'string' ? [{ id: line.id, slotId: line.slot.id }] : [],
  );
  return { ok: true, lines };
}
