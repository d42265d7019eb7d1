import 'i18next';
import type { AccountMessages } from './account-resources.ts';
import type { ContentMessages } from './content-resources.ts';
import type { DeskDayMessages } from './desk-day-resources.ts';
import type { DeskMessages } from './desk-resources.ts';
import type { ErrorMessages } from './error-resources.ts';
import type { FormsMessages } from './forms-resources.ts';
import type { LessonsMessages } from './lessons-resources.ts';
import type { Messages } from './resources.ts';
import type { ReservationsMessages } from './reservations-resources.ts';
import type { ShopMessages } from './shop-resources.ts';

// Typed translation keys: `t('slideshow.goTo')` is checked against the Portuguese file. Each
// namespace's texts download in the visitor's language only (i18n.ts). The `account` and `errors`
// namespaces load with the account screens (account-i18n.ts), `forms` with
// the contact and testimonial forms (forms-i18n.ts), `shop` with the shop's screens (shop-i18n.ts),
// `reservations` with the timed-reservation screens and the header's cart panel (reservations-i18n.ts),
// `desk` with the staff desk's sale screens (desk-i18n.ts), `deskDay` with the desk's day screen
// (desk-day-i18n.ts), `lessons` with the lesson scheduling screen
// (lessons-i18n.ts), `content` with the content pages (content-i18n.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages; account: AccountMessages; errors: ErrorMessages; forms: FormsMessages; shop: ShopMessages; reservations: ReservationsMessages; desk: DeskMessages; deskDay: DeskDayMessages; lessons: LessonsMessages; content: ContentMessages };
  }
}
