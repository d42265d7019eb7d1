import { z } from '@hono/zod-openapi';
import { companyCodeParam } from '../companies/company-params.ts';

/** A numeric id path segment ({id}, {userId}); anything else is a 400. */
export function idParam(name: string, description: string) {
  return z
    .string()
    .regex(/^\d{1,9}$/, { error: 'must be a positive integer' })
    .transform(Number)
    .openapi({ param: { name, in: 'path' }, description, example: '1' });
}

export const entityParams = z.object({
  companycode: companyCodeParam,
  id: idParam('id', 'The entity (user) id.'),
});

export const usernameParams = z.object({
  companycode: companyCodeParam,
  username: z
    .string()
    .min(1)
    .max(254, { error: 'must be at most 254 characters' })
    .openapi({ param: { name: 'username', in: 'path' }, description: 'A username or e-mail (compared case-insensitively).', example: 'cliente@estancia.pt' }),
});

export const recoveryParams = z.object({
  companycode: companyCodeParam,
  email: z
    .string()
    .min(3)
    .max(254, { error: 'must be at most 254 characters' })
    .openapi({ param: { name: 'email', in: 'path' }, description: 'The account\'s e-mail (case-insensitive).', example: 'cliente@estancia.pt' }),
});

export const languageParams = z.object({
  companycode: companyCodeParam,
  code: z
    .string()
    .min(1)
    .max(8)
    .openapi({ param: { name: 'code', in: 'path' }, description: 'A language code: pt, en, es or fr.', example: 'en' }),
});
