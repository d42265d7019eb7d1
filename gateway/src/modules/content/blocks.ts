import type { ContentBlock, LanguageId } from '@estancia/resort-contract';
import { localize } from '../../locale.ts';

export type BlockTextField = 'title' | 'subtitle' | 'abstract' | 'text';

/** A block's text in a language, falling back to pt when the translation is empty (spec 000 §2). */
export function blockText(block: ContentBlock | undefined, field: BlockTextField, languageId: LanguageId): string {
  if (!block) return '';
  return localize(block[field], block.language, field, languageId);
}
