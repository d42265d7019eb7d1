import type { LanguageId } from '@estancia/resort-contract';
import type { GatewayContext } from './context.ts';
import { languageIdOf, localeToCode, type LocaleEnum } from '../locale.ts';

/** The language a localized field answers in: its `locale` argument, else the request's. */
export function fieldLanguage(args: { locale?: LocaleEnum | null }, ctx: GatewayContext): LanguageId {
  return args.locale ? languageIdOf(localeToCode(args.locale)) : ctx.languageId;
}
