import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { heldTapsScript, inline } from './held-taps.ts';

const SOURCE = readFileSync(new URL('../../../../client/public/held-taps.js', import.meta.url), 'utf8');

const folders: string[] = [];
/** An empty build folder, removed after the file's tests. */
function buildFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'held-taps-'));
  folders.push(dir);
  return dir;
}
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

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

  it('is read from the build each gateway serves, by a reader of its own', () => {
    const builds = ['one();', 'two();'].map((text) => {
      const dir = buildFolder();
      writeFileSync(join(dir, 'held-taps.js'), text);
      return dir;
    });
    const readers = builds.map((dir) => heldTapsScript(dir));
    expect(readers.map((reader) => reader.tag())).toEqual(['<script>one();</script>', '<script>two();</script>']);
    expect(readers[0]?.source()).toBe(inline('one();')?.source);
    expect(heldTapsScript(buildFolder()).tag()).toBeNull();
  });
});
