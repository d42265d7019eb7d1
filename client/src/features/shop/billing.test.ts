import { DEFAULT_VAT_NUMBER } from '@estancia/validation';
import { describe, expect, it } from 'vitest';
import { billingStepSchema } from '../../shared/billing-schema.ts';
import { billingProblem } from './billing.ts';

const filled = { name: 'Maria Silva', vat: '', email: 'Maria@Example.pt', mobilePhone: '', address: '', locality: '', postalCode: '', country: '', termsAccepted: true };

describe('the billing step (spec 001 §5)', () => {
  it('replaces an empty VAT number with the final consumer 999999990', () => {
    const parsed = billingStepSchema.parse(filled);
    expect(parsed.vat).toBe(DEFAULT_VAT_NUMBER);
    expect(parsed.email).toBe('maria@example.pt');
  });

  it('needs the name, the e-mail and the terms', () => {
    const result = billingStepSchema.safeParse({ ...filled, name: ' ', email: '', termsAccepted: false });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect([...new Set(fields)].sort()).toEqual(['email', 'name', 'termsAccepted']);
    expect(billingProblem(fields)).toBe('confirm_form_error');
  });

  it('says the terms message when only the box is unticked', () => {
    const result = billingStepSchema.safeParse({ ...filled, termsAccepted: false });
    const fields = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(billingProblem(fields)).toBe('confirm_agree_error');
    expect(result.error?.issues[0]?.message).toBe('TERMS_REQUIRED');
  });
});
