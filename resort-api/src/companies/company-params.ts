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

/** A path segment's schema, named and described for the OpenAPI document. */
export function pathParam<T extends z.ZodType>(schema: T, name: string, description: string, example: string): T {
  return schema.openapi({ param: { name, in: 'path' }, description, example });
}

/** The parameters of a path that starts with the company: {companycode}, then the segments given. */
export function companyPath<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ companycode: companyCodeParam, ...shape });
}

export const companyParams = companyPath({});
