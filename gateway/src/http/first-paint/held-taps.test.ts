import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inline } from './held-taps.ts';

const SOURCE = readFileSync(new URL('../../../../client/public/held-taps.js', import.meta.url), 'utf8');

describe('the script that holds taps until the page is live', () => {
  it('is written as it is, and allowed by the hash of exactly that text', () => {
    const script = inline(SOURCE);
    expect(script?.tag).toBe(`<script>${SOURCE}</script>`);
    expect(script?.source).toBe(`'sha256-${createHash('sha256').update(SOURCE).digest('base64')}'`);
    // Small: it is in every server-rendered page, before anything paints.
    expect(Buffer.byteLength(SOURCE)).toBeLessThan(1500);
  });

  it('is refused when its text could end the element early', () => {
    expect(inline('a("</script><script>alert(1)")')).toBeNull();
    expect(inline('/* <!-- */')).toBeNull();
  });
});
