import '../../zod-config.ts';
import * as validation from '@estancia/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { billingStepSchema } from '../../shared/billing-schema.ts';

/**
 * The forms' rules: the shared schemas (@estancia/validation) and zod itself. They load with a
 * form's first check, not with its page (form-helpers.ts `schemaResolver`), so a page with a form
 * paints without them (the route JavaScript budget, e2e/route-javascript.spec.ts).
 */
export const rules = { ...validation, billingStepSchema };
export type FormRules = typeof rules;

/**
 * react-hook-form's zod resolver for one of the schemas. The form's own values may be looser than
 * the schema's input (an unticked terms box is `false` where the schema wants `true`): the schema
 * decides, and its issue messages are error codes.
 */
export function zodResolverOf<TFields extends FieldValues, TSchema extends z.ZodType>(schema: TSchema): Resolver<TFields, unknown, z.output<TSchema>> {
  return zodResolver(schema as never) as unknown as Resolver<TFields, unknown, z.output<TSchema>>;
}
