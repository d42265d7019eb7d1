import { describe, expect, it } from 'vitest';
import { withoutHeadTags } from './entry-server.tsx';

describe('withoutHeadTags', () => {
  it("drops the head tags React writes before the page's markup, and nothing of the page", () => {
    const page = '<!--$--><main id="main-content"><title>not hoisted</title><p>Text</p></main><!--/$-->';
    expect(withoutHeadTags(`<link rel="preload" as="image" imageSrcSet="a 1w"/><title>Loja · Estância</title><meta name="description" content="x"/>${page}`)).toBe(page);
    expect(withoutHeadTags(page)).toBe(page);
  });
});
