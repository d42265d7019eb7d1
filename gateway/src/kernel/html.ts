import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the content service, made safe to put into a page as HTML: only text markup,
 * links, lists, tables and pictures survive; no scripts, event handlers, styles, iframes or forms.
 * Headings shift down one level (h1 → h2) because the page's own title is its only h1. Links
 * that leave the site open in a new tab without handing it the opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'span',
    'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : { ...attribs, target: '', rel: '' },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' } }),
  },
};

/**
 * Results by input: the same few content bodies are cleaned for every page that shows them, and
 * parsing HTML is one of the larger costs of a page; the answer depends on the input alone.
 */
const cleaned = new LRUCache<string, string>({ max: 2000, maxSize: 8_000_000, sizeCalculation: (value, key) => Math.max(1, value.length + key.length) });
const texts = new LRUCache<string, string>({ max: 2000, maxSize: 8_000_000, sizeCalculation: (value, key) => Math.max(1, value.length + key.length) });

export function safeHtml(html: string): string {
  if (html.trim() === '') return '';
  let safe = cleaned.get(html);
  if (safe === undefined) {
    safe = sanitizeHtml(html, OPTIONS).replace(/ (target|rel)=""/g, '');
    cleaned.set(html, safe);
  }
  return safe;
}

/** The text of an HTML fragment, for meta descriptions. */
export function plainText(html: string): string {
  let text = texts.get(html);
  if (text === undefined) {
    // Line breaks and block ends separate words: "Fundão<br>Portugal" reads "Fundão Portugal".
    const spaced = html.replace(/<br\s*\/?>|<\/(p|li|h[1-6]|div|td|th|blockquote)>/gi, '$& ');
    text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
    texts.set(html, text);
  }
  return text;
}
