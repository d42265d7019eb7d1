/**
 * The testimonials' public face: the section the home page shows.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { TestimonialsSection } from './TestimonialsSection.tsx';
