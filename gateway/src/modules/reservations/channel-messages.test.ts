import { CHANNEL_CLOSE_CODES } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import { closePlan, parseServerMessage, secondsOf } from './channel-messages.ts';
import { pushQueue } from '../../kernel/push-queue.ts';

describe('the channel’s close codes (spec 002 §4)', () => {
  it('reconnects silently after a normal close', () => {
    expect(closePlan(CHANNEL_CLOSE_CODES.normal)).toEqual({ announce: false, reconnect: true });
    expect(closePlan(CHANNEL_CLOSE_CODES.goingAway)).toEqual({ announce: false, reconnect: true });
  });

  it('announces a drop, a server error or a restart, and reconnects', () => {
    for (const code of [1006, CHANNEL_CLOSE_CODES.serverError, CHANNEL_CLOSE_CODES.restart, 4999]) {
      expect(closePlan(code)).toEqual({ announce: true, reconnect: true });
    }
  });

  it('announces a refusal that would only repeat, and stops', () => {
    for (const code of [CHANNEL_CLOSE_CODES.badHello, CHANNEL_CLOSE_CODES.unauthorized, CHANNEL_CLOSE_CODES.policy]) {
      expect(closePlan(code)).toEqual({ announce: true, reconnect: false });
    }
  });
});

describe('channel messages', () => {
  it('reads mm:ss as seconds', () => {
    expect(secondsOf('05:00')).toBe(300);
    expect(secondsOf('00:00')).toBe(0);
    expect(secondsOf('59:59')).toBe(3599);
  });

  it('parses what the contract knows and says what is wrong with the rest', () => {
    expect(parseServerMessage(JSON.stringify({ type: 'sucesso', id_user: 7, data: [] }))).toEqual({ message: { type: 'sucesso', id_user: 7, data: [] } });
    expect(parseServerMessage('{')).toEqual({ problem: 'not JSON' });
    expect(parseServerMessage(JSON.stringify({ type: 'temporal_segundo', data: { tempo: '5:00' } }))).toHaveProperty('problem');
  });
});

describe('pushQueue', () => {
  it('keeps values pushed before they are asked for, and ends after them', async () => {
    const queue = pushQueue<number>(new AbortController().signal);
    queue.push(1);
    queue.push(2);
    queue.end();
    queue.push(3);
    expect(await queue.next()).toEqual({ done: false, value: 1 });
    expect(await queue.next()).toEqual({ done: false, value: 2 });
    expect(await queue.next()).toEqual({ done: true, value: undefined });
  });

  it('ends a waiting reader at once when the signal aborts', async () => {
    const stop = new AbortController();
    const queue = pushQueue<number>(stop.signal);
    const waiting = queue.next();
    stop.abort();
    expect(await waiting).toEqual({ done: true, value: undefined });
  });

  it('drops the oldest values of a reader that stopped reading', async () => {
    const queue = pushQueue<number>(new AbortController().signal, 2);
    for (const n of [1, 2, 3]) queue.push(n);
    expect(await queue.next()).toEqual({ done: false, value: 2 });
  });
});
