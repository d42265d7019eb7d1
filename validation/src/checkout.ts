import { z } from 'zod';
import { email, optionalPhone, optionalText, requiredText } from './fields.ts';
import { LIMITS } from './limits.ts';
import { orderVatNumber } from './vat.ts';

/**
 * spec 001 §5 "Billing form": name, VAT and e-mail required (an empty VAT is the final consumer
 * 999999990); mobile phone, address, locality, postal code and country optional. The field names
 * are those of the GraphQL `BillingInput`.
 */
export const billingSchema = z.object({
  name: requiredText(LIMITS.name),
  vat: orderVatNumber,
  email,
  mobilePhone: optionalPhone,
  address: optionalText(LIMITS.address),
  locality: optionalText(LIMITS.locality),
  postalCode: optionalText(LIMITS.postalCode),
  country: optionalText(LIMITS.country),
});
export type BillingValues = z.input<typeof billingSchema>;

/** The payment step (spec 001 §5): MB WAY needs the phone of the app; the terms must be accepted. */
export const paymentStepSchema = z
  .object({
    paymentMethod: z.enum(['CARD', 'MBWAY', 'MULTIBANCO']),
    mbWayPhone: optionalPhone,
    termsAccepted: z.literal(true, { error: 'TERMS_REQUIRED' }),
  })
  .refine((v) => v.paymentMethod !== 'MBWAY' || v.mbWayPhone !== '', { message: 'REQUIRED', path: ['mbWayPhone'] });
export type PaymentStepValues = z.input<typeof paymentStepSchema>;
