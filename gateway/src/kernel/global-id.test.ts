import { describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from './global-id.ts';

describe('global ids', () => {
  it('round-trips type and key', () => {
    expect(fromGlobalId(toGlobalId('Banner', 12))).toEqual({ type: 'Banner', key: '12' });
  });

  it('rejects strings that are not ids the gateway issued', () => {
    for (const bad of ['', '12', 'Banner:12', toGlobalId('', 1).slice(1), Buffer.from(':1').toString('base64url')]) {
      expect(fromGlobalId(bad)).toBeNull();
    }
  });
});
