import { describe, expect, it } from 'vitest';
import { backoffMs, channelUrl } from './realtime.ts';

describe('backoffMs', () => {
  it('starts near 200 ms, doubles, and never waits more than 5 s', () => {
    expect(backoffMs(0, () => 1)).toBe(200);
    expect(backoffMs(1, () => 1)).toBe(400);
    expect(backoffMs(4, () => 1)).toBe(3200);
    expect(backoffMs(5, () => 1)).toBe(5000);
    expect(backoffMs(40, () => 1)).toBe(5000);
    expect(backoffMs(0, () => 0)).toBe(170);
  });
});

describe('channelUrl', () => {
  it('builds the channel URL from the API base', () => {
    expect(channelUrl('http://127.0.0.1:4100/', 'realtime')).toBe('ws://127.0.0.1:4100/realtime');
    expect(channelUrl('https://api.estancia.pt/v1/', 'realtime')).toBe('wss://api.estancia.pt/v1/realtime');
  });
});
