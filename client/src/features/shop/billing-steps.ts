import { useState } from 'react';
import type { UserErrorLike } from '../../components/forms/form-helpers.ts';
import type { BillingFields, BillingStepValues } from './billing.ts';
import type { CheckoutStep } from './StepIndicator.tsx';

/**
 * The steps every cart goes through after its order (spec 001 §2.3, spec 002 §4, the desk's sale):
 * the billing data, then the payment, and back. The web shop, the reservation cart and the desk
 * keep the same state for it; the parts below are spread on `BillingForm` and on the cart's own
 * payment step.
 */
export function useBillingSteps() {
  const [step, setStep] = useState<CheckoutStep>(0);
  const [billingFields, setBillingFields] = useState<BillingFields | null>(null);
  const [billing, setBilling] = useState<BillingStepValues | null>(null);
  const [billingErrors, setBillingErrors] = useState<UserErrorLike[]>([]);

  /** What the billing form needs: the fields as last typed, the server's refusals, the way on and back. */
  const billingForm = {
    initial: billingFields,
    serverErrors: billingErrors,
    onBack: (fields: BillingFields) => {
      setBillingFields(fields);
      setStep(0);
    },
    onDone: (values: BillingStepValues, fields: BillingFields) => {
      setBilling(values);
      // Back on this step, the VAT number reads as it will be invoiced (999999990 for an empty one).
      setBillingFields({ ...fields, vat: values.vat });
      setBillingErrors([]);
      setStep(2);
    },
  };

  /** What a payment step needs besides its lines: back to billing, or back with the server's refusals of it. */
  const paymentStep = {
    onBack: () => setStep(1),
    onBillingErrors: (errors: UserErrorLike[]) => {
      setBillingErrors(errors);
      setStep(1);
    },
  };

  return { step, setStep, billing, setBillingFields, billingForm, paymentStep };
}

/** The billing data as an order takes it (schema `BillingInput`): the step's values but the terms' tick. */
export function billingInput({ name, vat, email, mobilePhone, address, locality, postalCode, country }: BillingStepValues) {
  return { name, vat, email, mobilePhone, address, locality, postalCode, country };
}

export type BillingInput = ReturnType<typeof billingInput>;
