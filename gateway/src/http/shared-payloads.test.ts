import type { ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SharedPayloads } from './shared-payloads.ts';

/** A message as graphql-ws writes it: JSON.stringify of { id, type, payload } with the replacer. */
const message = (payloads: SharedPayloads, id: string, payload: unknown) => JSON.stringify({ id, type: 'next', payload }, payloads.replacer);

describe('SharedPayloads', () => {
  it('writes a shared result as the same text graphql-ws would, serialised once', () => {
    const payloads = new SharedPayloads();
    const result: ExecutionResult = { data: { slotAvailability: { remaining: 11, note: '"payload":"quoted"}' } } };
    payloads.share(result);
    const sent = ['1', '2'].map((id) => payloads.expand(message(payloads, id, payloads.payloadOf(result))));
    expect(sent).toEqual(['1', '2'].map((id) => JSON.stringify({ id, type: 'next', payload: result })));
    expect(sent.map((text) => JSON.parse(text) as unknown)).toEqual(['1', '2'].map((id) => ({ id, type: 'next', payload: result })));
  });

  it('leaves results it was not told of, results with errors and other messages as they are', () => {
    const payloads = new SharedPayloads();
    const own: ExecutionResult = { data: { timedCart: { lines: [] } } };
    expect(payloads.payloadOf(own)).toBeUndefined();
    expect(payloads.expand(message(payloads, '7', own))).toBe(JSON.stringify({ id: '7', type: 'next', payload: own }));
    const failed = { data: null, errors: [] } as unknown as ExecutionResult;
    payloads.share(failed);
    expect(payloads.payloadOf(failed)).toBeUndefined();
    expect(payloads.expand('{"type":"pong"}')).toBe('{"type":"pong"}');
  });

  it('does not take a string in an answer that looks like a token for a shared payload', () => {
    const payloads = new SharedPayloads();
    const result: ExecutionResult = { data: { n: 1 } };
    payloads.share(result);
    const token = message(payloads, '1', result).match(/"payload":"([^"]+)"/)?.[1] ?? '';
    // The nonce is in no answer; even a value equal to a token stays text where it is not the payload.
    const sneaky = JSON.stringify({ id: '2', type: 'next', payload: { data: { text: token } } }, payloads.replacer);
    expect(payloads.expand(sneaky)).toBe(sneaky);
  });

  it('keeps a bounded number of serialised results', () => {
    const payloads = new SharedPayloads(2);
    const results: ExecutionResult[] = [1, 2, 3].map((n) => ({ data: { n } }));
    for (const result of results) payloads.share(result);
    const first = message(payloads, '1', results[0]);
    // The oldest text is gone: its message is left with the token, never with another's JSON.
    expect(payloads.expand(first)).toBe(first);
    expect(JSON.parse(payloads.expand(message(payloads, '1', results[2])))).toEqual({ id: '1', type: 'next', payload: { data: { n: 3 } } });
  });
});
