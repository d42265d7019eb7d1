/**
 * The contact form's public face: the form, loaded on demand, and the message and terms fields the
 * testimonial form shares with it.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { MessageField } from './MessageField.tsx';
export { loadContactForm } from './on-demand.ts';
export { TermsLabel } from './TermsLabel.tsx';
