import type { z } from 'zod';
import type { billingStepSchema } from '../../shared/billing-schema.ts';

/** The billing step's values and fields (spec 001 §2.3); its rules are in billing-schema.ts. */

export type BillingStepValues = z.output<typeof billingStepSchema>;

/** What the form holds while it is filled in. */
export interface BillingFields {
  name: string;
  vat: string;
  email: string;
  mobilePhone: string;
  address: string;
  locality: string;
  postalCode: string;
  country: string;
  termsAccepted: boolean;
}

export const BILLING_FIELDS = ['name', 'vat', 'email', 'mobilePhone', 'address', 'locality', 'postalCode', 'country', 'termsAccepted'] as const;

/** spec 001 §8: the required fields' message, or the terms' message, for a step that does not pass. */
export function billingProblem(errorFields: ReadonlyArray<string>): 'confirm_form_error' | 'confirm_agree_error' | null {
  if (errorFields.some((field) => field === 'name' || field === 'vat' || field === 'email')) return 'confirm_form_error';
  if (errorFields.includes('termsAccepted')) return 'confirm_agree_error';
  return null;
}
