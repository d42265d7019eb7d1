import type { Matcher } from 'react-day-picker';
import type { Language } from '../../../i18n/languages.ts';

/** What a day calendar is given (apart, so the lazily loaded picker and its shell share it without a circle). */
export interface DayCalendarProps {
  language: Language;
  className?: string;
  /** A day stays chosen: choosing it again does not clear it. */
  required?: boolean;
  selected: Date | undefined;
  onChoose: (date: Date) => void;
  defaultMonth?: Date;
  month?: Date;
  onMonthChange?: (month: Date) => void;
  startMonth: Date;
  endMonth: Date;
  disabled: Matcher[];
}
