import { describe, expect, it } from 'vitest';
import { plainText, safeHtml } from './html.ts';

describe('rich text from the content service', () => {
  it('keeps text markup and drops scripts, handlers, styles and unsafe links', () => {
    const html = safeHtml('<h1>Título</h1><p style="color:red" onclick="x()">Olá <a href="javascript:alert(1)">aqui</a> <script>alert(1)</script><img src="/a.jpg" onerror="x()"></p>');
    expect(html).toBe('<h2>Título</h2><p>Olá <a>aqui</a> <img src="/a.jpg" alt="" loading="lazy" /></p>');
  });

  it('opens links that leave the site in a new tab without handing over the page', () => {
    expect(safeHtml('<a href="https://example.pt">x</a> <a href="/pag/10">y</a>')).toBe(
      '<a href="https://example.pt" target="_blank" rel="noopener noreferrer">x</a> <a href="/pag/10">y</a>',
    );
  });

  it('reads line breaks and block ends as spaces in plain text', () => {
    expect(plainText('<p>Fundão<br>Portugal</p><p>Telefone 275 000 000</p>')).toBe('Fundão Portugal Telefone 275 000 000');
  });
});
