/** The contact form (its validation and mutation), loaded only where a page has the contact layout. */
export const loadContactForm = () => import('./ContactForm.tsx');
