/**
 * The path prefixes of the resort's stored originals, pictures and documents, which this site
 * serves at the very same paths (http/originals.ts): a stored link such as /images/banners/ski.jpg
 * or /docs/imprensa/artigo.pdf is therefore already an address a browser can open.
 */
export const ORIGINAL_PREFIXES = ['/images/', '/docs/'] as const;
