import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { overBudget, routeJavaScript } from '../bench/route-js.ts';

const dist = mkdtempSync(join(tmpdir(), 'route-js-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A chunk of `size` characters that gzip cannot shrink much, and its gzip size. */
function chunk(file: string, size: number): number {
  let text = '';
  for (let seed = size * 7919 + file.length; text.length < size; seed = (seed * 48271) % 2147483647) text += seed.toString(36);
  const body = text.slice(0, size);
  writeFileSync(join(dist, 'assets', file), body);
  return gzipSync(body, { level: 9 }).length;
}

mkdirSync(join(dist, 'assets'), { recursive: true });
mkdirSync(join(dist, '.vite'));
const bytes = {
  entry: chunk('index.js', 3000),
  startUpPt: chunk('pt-a.js', 400),
  startUpFr: chunk('fr-a.js', 900),
  page: chunk('ShopPage.js', 2000),
  shopPt: chunk('pt-b.js', 1200),
  shopFr: chunk('fr-b.js', 600),
  errorsFr: chunk('fr-c.js', 5000),
  errorTexts: chunk('error-resources.js', 100),
  dialog: chunk('Dialog.js', 8000),
};
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/i18n/locales/pt.json', 'src/i18n/locales/fr.json', 'src/routes/shop/ShopPage.tsx'] },
    'src/i18n/locales/pt.json': { file: 'assets/pt-a.js', src: 'src/i18n/locales/pt.json', isDynamicEntry: true },
    'src/i18n/locales/fr.json': { file: 'assets/fr-a.js', src: 'src/i18n/locales/fr.json', isDynamicEntry: true },
    'src/routes/shop/ShopPage.tsx': {
      file: 'assets/ShopPage.js',
      isDynamicEntry: true,
      dynamicImports: ['src/i18n/locales/shop/pt.json', '_fr-b.js', 'src/i18n/error-resources.ts', 'src/Dialog.tsx'],
    },
    'src/i18n/locales/shop/pt.json': { file: 'assets/pt-b.js', src: 'src/i18n/locales/shop/pt.json', isDynamicEntry: true },
    // A language file from outside the website's folder (the error catalogue) is keyed by its chunk.
    '_fr-b.js': { file: 'assets/fr-b.js' },
    // Texts named by a module that itself loads on demand are not on the way to the first paint.
    'src/i18n/error-resources.ts': { file: 'assets/error-resources.js', isDynamicEntry: true, dynamicImports: ['_fr-c.js'] },
    '_fr-c.js': { file: 'assets/fr-c.js' },
    'src/Dialog.tsx': { file: 'assets/Dialog.js', isDynamicEntry: true },
  }),
);

describe('the JavaScript of a route', () => {
  const [shop] = routeJavaScript(dist);

  it("counts the start-up scripts, the page's chunk and its texts in the heaviest language, not what loads later", () => {
    const heaviestTexts = Math.max(bytes.startUpPt + bytes.shopPt, bytes.startUpFr + bytes.shopFr);
    expect(shop?.route).toBe('shop/ShopPage');
    expect(shop?.gzipBytes).toBe(bytes.entry + bytes.page + heaviestTexts);
    expect(shop?.laterKb).toBe(Math.round(((bytes.page + Math.max(bytes.shopPt, bytes.shopFr)) / 1024) * 10) / 10);
  });

  it('names each budget a route misses', () => {
    expect(overBudget(shop ? [shop] : [], 1, 1)).toEqual([
      `shop/ShopPage: a first visit downloads ${shop?.gzipKb} KB, over 1 KB`,
      `shop/ShopPage: reached from another page it adds ${shop?.laterKb} KB, over 1 KB`,
    ]);
    expect(overBudget(shop ? [shop] : [])).toEqual([]);
  });
});
