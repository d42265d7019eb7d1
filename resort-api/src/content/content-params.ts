import { z } from '@hono/zod-openapi';
import { idParam } from '../accounts/params.ts';
import { companyPath, pathParam } from '../companies/company-params.ts';

/**
 * A content slug as the back-office writes them: lower-case letters and digits in words joined by
 * "-" or "_", e.g. regulamento-interno. Upper case is accepted and read as lower case, since
 * a visitor may type a slug route (/{slug}, spec 000 §2) in any case.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i;
export const SLUG_MAX_LENGTH = 128;

export const contentIdParams = companyPath({ id: idParam('id', 'The content item id.') });

export const contentSlugParams = companyPath({
  slug: pathParam(
    z
      .string()
      .max(SLUG_MAX_LENGTH, { error: `must be at most ${SLUG_MAX_LENGTH} characters` })
      .regex(SLUG_PATTERN, {
        error: 'must be a slug: letters and digits in words joined by "-" or "_" (e.g. regulamento-interno)',
      })
      .transform((slug) => slug.toLowerCase()),
    'slug',
    'The item\'s slug (case-insensitive).',
    'regulamento-interno',
  ),
});
