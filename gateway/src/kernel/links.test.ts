import { describe, expect, it } from 'vitest';
import { resolveLink } from './links.ts';

// spec 000 §2 "Top navigation": slug, content page, internal link, or external link in a new tab.
describe('resolveLink', () => {
  it('marks absolute http(s) links as external', () => {
    expect(resolveLink({ link: 'https://www.livroreclamacoes.pt' })).toEqual({ href: 'https://www.livroreclamacoes.pt', external: true });
  });

  it('keeps internal links as site paths', () => {
    expect(resolveLink({ link: '/store' })).toEqual({ href: '/store', external: false });
    expect(resolveLink({ link: 'store' })).toEqual({ href: '/store', external: false });
  });

  it('uses the slug, then the content page id', () => {
    expect(resolveLink({ slug: 'article/all', pageId: 7 })).toEqual({ href: '/article/all', external: false });
    expect(resolveLink({ pageId: 7 })).toEqual({ href: '/pag/7', external: false });
  });

  it('answers null for an entry that only opens a dropdown', () => {
    expect(resolveLink({ link: ' ', slug: '', pageId: null })).toBeNull();
  });
});
