import 'i18next';
import type { Messages } from './resources.ts';

// Typed translation keys: `t('slideshow.goTo')` is checked against the Portuguese file.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
