import { LIMITS } from '@estancia/validation/limits';
import type { testimonialSchema } from '@estancia/validation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { useErrorText } from '../../i18n/account-i18n.ts';
import { useFormsTranslation } from '../../i18n/forms-i18n.ts';
import { CheckboxField, TextField } from '../account/forms/fields.tsx';
import fields from '../account/forms/fields.module.css';
import { applyUserErrors, schemaResolver, useMutationPromise } from '../account/forms/form-helpers.ts';
import contactStyles from '../contact/ContactForm.module.css';
import { MessageField } from '../contact/MessageField.tsx';
import { TermsLabel } from '../contact/TermsLabel.tsx';
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
  const hintId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TestimonialFields, unknown, TestimonialFields>({
    resolver: schemaResolver<TestimonialFields, typeof testimonialSchema>((rules) => rules.testimonialSchema),
    defaultValues: { name: '', email: '', location: '', message: '', termsAccepted: false },
  });
  const [submit, inFlight] = useMutationPromise<TestimonialFormMutation>(graphql`
    mutation TestimonialFormMutation($input: SubmitTestimonialInput!) {
      submitTestimonial(input: $input) {
        submitted
        userErrors {
          code
          field
        }
      }
    }
  `);
  const [terms, typed] = watch(['termsAccepted', 'message']);

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight) return;
    setFailure(null);
    let answer: TestimonialFormMutation['response'];
    try {
      answer = await submit({ input: values });
    } catch {
      setFailure(t('testimonial.sendFailed'));
      return;
    }
    const { submitted, userErrors } = answer.submitTestimonial;
    if (submitted && userErrors.length === 0) {
      onSubmitted();
      return;
    }
    const formLevel = applyUserErrors(userErrors, setError, FIELDS);
    const first = formLevel[0];
    setFailure(!first || first.code === 'CONNECTION_PROBLEM' ? t('testimonial.sendFailed') : errorText(first.code));
  });

  return (
    <form className={fields.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={inFlight} data-testimonial-form="">
      <p className={fields.note}>{t('common.requiredNote')}</p>
      <TextField label={t('fields.name')} autoComplete="name" required registration={register('name')} error={errors.name?.message} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField label={t('fields.location')} autoComplete="address-level2" registration={register('location')} error={errors.location?.message} />
      <MessageField label={t('fields.message')} max={LIMITS.testimonialMessage} value={typed} registration={register('message')} error={errors.message?.message} />
      <CheckboxField label={<TermsLabel />} required registration={register('termsAccepted')} error={errors.termsAccepted?.message} />
      {failure && (
        <p className={contactStyles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={fields.actions}>
        <button type="submit" className={buttons.primary} disabled={!terms} aria-busy={inFlight} aria-describedby={terms ? undefined : hintId}>
          {inFlight ? t('common.sending') : t('testimonial.submit')}
        </button>
      </div>
      {!terms && (
        <p id={hintId} className={fields.note}>
          {t('testimonial.disabledHint')}
        </p>
      )}
    </form>
  );
}
