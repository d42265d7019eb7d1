import { billingSchema } from '@estancia/validation';
import { z } from 'zod';

/**
 * The billing step (spec 001 §2.3, §5): the shared billing rules (name, VAT number and e-mail
 * required; an empty VAT number is the final consumer's 999999990), plus the terms and
 * return-policy box, which this step shows and the order needs ticked. Issue messages are error
 * codes, shown in the person's language. Loaded with the form's first check (form-rules.ts).
 */
export const billingStepSchema = billingSchema.extend({
  termsAccepted: z.literal(true, { error: 'TERMS_REQUIRED' }),
});
