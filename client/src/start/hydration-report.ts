import type { ErrorInfo } from 'react';
import { reportClientError } from '../features/errors/index.ts';
import { SERVER_RENDERED } from '../first-screen.ts';
import { HELD_TAP } from './held-taps.ts';

/**
 * The report of a mismatch between the server's markup and the browser's first render. React
 * recovers by rendering the part anew in the browser and says only that it did (in production its
 * message is a code), so the page keeps a copy of the server's markup as it takes it over, and on a
 * mismatch compares it with what the browser rendered: the first node that differs, named by its
 * path from `#root` and shown on both sides, goes with the report through the client error report.
 */
export interface FirstDifference {
  /** The node's path from `#root`, e.g. `main#main-content > section:nth-child(2) > h2:nth-child(1)`. */
  node: string;
  /** The node as the server wrote it, shortened; null when the browser has a node the server did not. */
  server: string | null;
  /** The node as the browser rendered it, shortened; null when the server's node is not there. */
  browser: string | null;
}

/** How much of each side of the difference is kept. */
const SHOWN = 300;

/** Attributes of the page's start-up, not of the page: no difference. */
const STARTUP_ATTRIBUTES = new Set([SERVER_RENDERED, HELD_TAP]);

/** Elements and text in order; React's comment markers (`<!-- -->`, `<!--$-->`) are not content. */
function content(node: Node): Node[] {
  return [...node.childNodes].filter((child) => child.nodeType === Node.ELEMENT_NODE || (child.nodeType === Node.TEXT_NODE && child.nodeValue !== ''));
}

/**
 * React's `useId` values: `_R_…_` as the server (and a hydrating browser) makes them, `_r_…_` as a
 * browser rendering anew makes them. A part React renders anew after a mismatch gets new ones, which
 * is no difference of its own.
 */
const REACT_ID = /_[Rr]_[0-9a-v]+(?:H[0-9a-v]+)?_/g;

function attributes(element: Element): string {
  const pairs = [...element.attributes]
    .filter((attribute) => !STARTUP_ATTRIBUTES.has(attribute.name))
    // The style attribute is compared as the browser reads it: the server's and React's spelling differ.
    .map((attribute) => [attribute.name, attribute.name === 'style' && (element instanceof HTMLElement || element instanceof SVGElement) ? element.style.cssText : attribute.value.replace(REACT_ID, '_id_')])
    .sort(([a = ''], [b = '']) => a.localeCompare(b));
  return JSON.stringify(pairs);
}

function step(node: Node, index: number): string {
  if (!(node instanceof Element)) return `#text:nth-child(${index + 1})`;
  const id = node.id ? `#${node.id}` : '';
  return `${node.localName}${id}:nth-child(${index + 1})`;
}

function shown(node: Node | undefined): string | null {
  if (!node) return null;
  const text = node instanceof Element ? node.outerHTML : (node.nodeValue ?? '');
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}

function same(server: Node, browser: Node): boolean {
  if (server.nodeType !== browser.nodeType) return false;
  if (!(server instanceof Element) || !(browser instanceof Element)) return server.nodeValue === browser.nodeValue;
  return server.localName === browser.localName && attributes(server) === attributes(browser);
}

/** The first node, in document order, where the browser's render differs from the server's markup. */
export function firstDifference(server: Node, browser: Node, path: readonly string[] = []): FirstDifference | null {
  const theirs = content(server);
  const ours = content(browser);
  for (let index = 0; index < Math.max(theirs.length, ours.length); index += 1) {
    const a = theirs[index];
    const b = ours[index];
    const at = [...path, step((a ?? b) as Node, index)];
    if (!a || !b || !same(a, b)) return { node: at.join(' > '), server: shown(a), browser: shown(b) };
    const inside = firstDifference(a, b, at);
    if (inside) return inside;
  }
  return null;
}

/**
 * The `onRecoverableError` of the page's hydration: reports each error React recovered from, with
 * the route (the report's own), React's component stack and, for a mismatch, the first differing
 * node. `serverCopy` is `#root` as the server sent it, copied before the page took it over.
 */
export function hydrationErrorReporter(root: HTMLElement, serverCopy: Node) {
  return (error: unknown, info: ErrorInfo): void => {
    let difference: FirstDifference | null = null;
    try {
      difference = firstDifference(serverCopy, root);
    } catch {
      // The report goes without it.
    }
    reportClientError(error, 'hydration', {
      firstDifference: difference,
      componentStack: info.componentStack?.trim().slice(0, 2000) ?? null,
    });
  };
}
