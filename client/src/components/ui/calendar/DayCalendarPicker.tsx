import { DayPicker, type PropsSingle, type PropsSingleRequired } from 'react-day-picker';
import { enGB, es, fr, pt } from 'react-day-picker/locale';
import type { Language } from '../../../i18n/languages.ts';
import type { DayCalendarProps } from './day-calendar-props.ts';

const LOCALES = { pt, en: enGB, es, fr } satisfies Record<Language, unknown>;

/** react-day-picker's one-day calendar in the site's language (loaded on demand: DayCalendar.tsx). */
export function DayCalendarPicker({ language, required, selected, onChoose, ...props }: DayCalendarProps) {
  const single: PropsSingle | PropsSingleRequired = required ? { mode: 'single', required: true, selected: selected ?? new Date(), onSelect: onChoose } : { mode: 'single', selected, onSelect: (date) => date && onChoose(date) };
  return <DayPicker {...props} {...single} locale={LOCALES[language]} />;
}
