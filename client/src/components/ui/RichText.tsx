import styles from './RichText.module.css';

/**
 * Rich text from the resort's back-office (a block's, article's or gallery's `html`).
 *
 * Rendering it as HTML is safe because the gateway sanitizes it before it reaches the browser
 * (schema `ContentBlock.html`: no scripts, no event handlers, no inline styles). This is the one
 * place the site sets HTML from data; everything else goes through React's escaping.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={className ? `${styles.rich} ${className}` : styles.rich} dangerouslySetInnerHTML={{ __html: html }} />;
}
