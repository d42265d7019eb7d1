import { describe, expect, it } from 'vitest';
import type { PageHead } from './page-head.ts';
import { renderSiteHtml } from './render.ts';

const TEMPLATE = '<!doctype html>\n<html lang="pt">\n  <head>\n    <title>Estância</title>\n    <script type="module" src="/assets/a.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>';

const HOSTILE = '"><script>alert(1)</script> $& $1 <!--';

const head: PageHead = {
  status: 200,
  language: 'en',
  title: HOSTILE,
  description: HOSTILE,
  image: `https://estancia.example/x.jpg?a=1&b="2"`,
  path: '/neve',
  type: 'article',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: `</script>${HOSTILE}` }],
};

describe('renderSiteHtml', () => {
  const html = renderSiteHtml(TEMPLATE, head, { siteUrl: 'https://estancia.example', siteName: 'Estância', headExtra: '<link rel="preload" as="image" href="/h.jpg">', bodyEnd: '<script id="data"></script>' });

  it('escapes every text it writes: no markup, no replacement patterns leak from the data', () => {
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1 &lt;!--</title>');
    expect(html).toContain('content="https://estancia.example/x.jpg?a=1&amp;b=&quot;2&quot;"');
    // The structured data stays JSON that reads back unchanged, with no `<` to close its element.
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as { headline: string }).headline).toBe(`</script>${HOSTILE}`);
  });

  it('sets the language, keeps the build tags and adds the extra markup where asked', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/a.js"></script>');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/h.jpg">\n {2}<\/head>/);
    expect(html).toMatch(/<script id="data"><\/script>\n {2}<\/body>/);
  });

  it("puts the first screen's markup into #root, replacing the entry screen, and names its language", () => {
    const built = '<body>\n    <div id="root">\n      <div class="entry-screen"><svg></svg></div>\n    </div>\n    <noscript>JS</noscript>\n  </body>';
    const page = renderSiteHtml(built, head, { siteUrl: 'https://estancia.example', siteName: 'Estância', root: { html: '<main id="main-content">Hi</main>', language: 'en' } });
    expect(page).toContain('<div id="root" data-server-rendered="en"><main id="main-content">Hi</main></div>\n    <noscript>JS</noscript>');
    expect(page).not.toContain('entry-screen');
    // Without it, the built page is left as it was.
    expect(renderSiteHtml(built, head, { siteUrl: 'https://estancia.example', siteName: 'Estância' })).toContain('<div class="entry-screen">');
  });

  it('hands the scripts of a rendered page to the loader that starts them once it has painted, and leaves them as built otherwise', () => {
    const built =
      '<head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react.js">\n    <link rel="stylesheet" href="/assets/index.css">\n  </head>\n  <body>\n    <div id="root"></div>\n    <noscript>JS</noscript>\n  </body>';
    const options = { siteUrl: 'https://estancia.example', siteName: 'Estância', headExtra: '<link rel="modulepreload" crossorigin href="/assets/Home.js">' };
    const rendered = renderSiteHtml(built, head, { ...options, root: { html: '<main id="main-content">Hi</main>', language: 'pt' } });
    expect(rendered).not.toMatch(/modulepreload|type="module"/);
    expect(rendered).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(rendered).toMatch(/<script defer src="\/first-screen\.js" data-entry="\/assets\/index\.js" data-preload="\/assets\/react\.js \/assets\/Home\.js"><\/script>\n {2}<\/head>/);
    const plain = renderSiteHtml(built, head, options);
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(plain).toContain('<link rel="modulepreload" crossorigin href="/assets/Home.js">');
    expect(plain).not.toContain('first-screen.js');
  });
});
