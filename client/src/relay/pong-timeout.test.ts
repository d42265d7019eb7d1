import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PONG_TIMEOUT_CLOSE, pongTimeout } from './pong-timeout.ts';

function socket() {
  const closes: Array<[number, string]> = [];
  return {
    readyState: 1,
    closes,
    close(code: number, reason: string) {
      closes.push([code, reason]);
      this.readyState = 3;
    },
  };
}

describe('pongTimeout', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('closes the socket with 4408 when a ping it sent gets no pong in time', () => {
    const handlers = pongTimeout(5000);
    const open = socket();
    handlers.connected(open);
    handlers.ping(false);
    vi.advanceTimersByTime(4999);
    expect(open.closes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(open.closes).toEqual([[PONG_TIMEOUT_CLOSE.code, PONG_TIMEOUT_CLOSE.reason]]);
  });

  it('keeps a socket whose pongs come back, ping after ping', () => {
    const handlers = pongTimeout(5000);
    const open = socket();
    handlers.connected(open);
    for (let i = 0; i < 3; i++) {
      handlers.ping(false);
      vi.advanceTimersByTime(4000);
      handlers.pong(true);
      vi.advanceTimersByTime(6000);
    }
    expect(open.closes).toEqual([]);
  });

  it('starts no timer for a ping the server sent, nor for a pong the client sent', () => {
    const handlers = pongTimeout(5000);
    const open = socket();
    handlers.connected(open);
    handlers.ping(true);
    handlers.pong(false);
    vi.advanceTimersByTime(60_000);
    expect(open.closes).toEqual([]);
  });

  it('leaves the next socket alone when the one that was pinged closed first', () => {
    const handlers = pongTimeout(5000);
    const first = socket();
    handlers.connected(first);
    handlers.ping(false);
    handlers.closed();
    const second = socket();
    handlers.connected(second);
    vi.advanceTimersByTime(10_000);
    expect(second.closes).toEqual([]);
  });
});
