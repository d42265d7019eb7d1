import { LIMITS } from '@estancia/validation/limits';
import type { testimonialSchema } from '@estancia/validation';
import { graphql } from 'react-relay/hooks';
import { useMutationForm } from '../../hooks/useMutationForm.ts';
import { useErrorText } from '../../i18n/account-i18n.ts';
import { useFormsTranslation } from '../../i18n/forms-i18n.ts';
import { CheckboxField, EmailField, TextField } from '../../components/forms/fields.tsx';
import { fieldOf } from '../../components/forms/form-helpers.ts';
import fields from '../../components/forms/fields.module.css';
import { FormFailure } from '../../components/forms/FormFailure.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { MessageField, TermsLabel } from '../contact/index.ts';
import type { TestimonialFormMutation } from './__generated__/TestimonialFormMutation.graphql';

interface TestimonialFields {
  name: string;
  email: string;
  location: string;
  message: string;
  termsAccepted: boolean;
}

const FIELDS = ['name', 'email', 'location', 'message', 'termsAccepted'] as const;

/**
 * The testimonial form (spec 000 §2, §5; spec 002 §2, §5): name, e-mail, message and terms
 * required, the location optional, the message at most 400 characters with a live counter. The
 * testimonial is stored under review (spec 002 §4); `onSubmitted` runs when it was received.
 * When it cannot be sent the form keeps what was typed and says so.
 */
export function TestimonialForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useFormsTranslation();
  const errorText = useErrorText();
  const { form, inFlight, failure, onSubmit } = useMutationForm<TestimonialFormMutation, TestimonialFields, typeof testimonialSchema>({
    schema: (rules) => rules.testimonialSchema,
    defaultValues: { name: '', email: '', location: '', message: '', termsAccepted: false },
    fields: FIELDS,
    mutation: graphql`
      mutation TestimonialFormMutation($input: SubmitTestimonialInput!) {
        submitTestimonial(input: $input) {
          submitted
          userErrors {
            code
            field
          }
        }
      }
    `,
    onUnreached: ({ fail }) => fail(t('testimonial.sendFailed')),
    onAnswer: ({ submitTestimonial: { submitted, userErrors } }, { showOnFields, fail }) => {
      if (submitted && userErrors.length === 0) {
        onSubmitted();
        return;
      }
      const [first] = showOnFields(userErrors);
      fail(!first || first.code === 'CONNECTION_PROBLEM' ? t('testimonial.sendFailed') : errorText(first.code));
    },
  });
  const [terms, typed] = form.watch(['termsAccepted', 'message']);

  return (
    <form className={fields.form} noValidate onSubmit={onSubmit} aria-busy={inFlight} data-testimonial-form="">
      <p className={fields.note}>{t('common.requiredNote')}</p>
      <TextField label={t('fields.name')} autoComplete="name" required {...fieldOf(form, 'name')} />
      <EmailField label={t('fields.email')} required {...fieldOf(form, 'email')} />
      <TextField label={t('fields.location')} autoComplete="address-level2" {...fieldOf(form, 'location')} />
      <MessageField label={t('fields.message')} max={LIMITS.testimonialMessage} value={typed} {...fieldOf(form, 'message')} />
      <CheckboxField label={<TermsLabel />} required {...fieldOf(form, 'termsAccepted')} />
      <FormFailure text={failure} />
      <SubmitButton label={t('testimonial.submit')} sendingLabel={t('common.sending')} inFlight={inFlight} disabledHint={terms ? undefined : t('testimonial.disabledHint')} />
    </form>
  );
}
