import { z } from '@hono/zod-openapi';
import { companyPath, pathParam } from '../companies/company-params.ts';

/** A numeric id path segment ({id}, {userId}); anything else is a 400. */
export function idParam(name: string, description: string) {
  const id = z
    .string()
    .regex(/^\d{1,9}$/, { error: 'must be a positive integer' })
    .transform(Number);
  return pathParam(id, name, description, '1');
}

/** At most an e-mail's length. */
const emailLength = (min: number) => z.string().min(min).max(254, { error: 'must be at most 254 characters' });

export const entityParams = companyPath({ id: idParam('id', 'The entity (user) id.') });

export const usernameParams = companyPath({
  username: pathParam(emailLength(1), 'username', 'A username or e-mail (compared case-insensitively).', 'cliente@estancia.pt'),
});

export const recoveryParams = companyPath({
  email: pathParam(emailLength(3), 'email', 'The account\'s e-mail (case-insensitive).', 'cliente@estancia.pt'),
});

export const languageParams = companyPath({
  code: pathParam(z.string().min(1).max(8), 'code', 'A language code: pt, en, es or fr.', 'en'),
});
