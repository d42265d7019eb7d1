import { z } from '@hono/zod-openapi';
import { COMPANY_CODE_EXPECTED, COMPANY_CODE_PATTERN } from './company-code.ts';

/** The `{companycode}` path segment (spec 000 §7); a malformed one is a 400. */
export const companyCodeParam = z
  .string()
  .regex(COMPANY_CODE_PATTERN, { error: `must be ${COMPANY_CODE_EXPECTED}` })
  .openapi({
    param: { name: 'companycode', in: 'path' },
    description: 'The company (resort) code, fixed in each client\'s configuration.',
    example: 'estancia',
  });

export const companyParams = z.object({ companycode: companyCodeParam });
