import { LIMITS } from '@estancia/validation/limits';
import type { contactMessageSchema } from '@estancia/validation';
import { useId, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { MessageDialog, type Message } from '../../components/ui/dialogs/AlertDialogs.tsx';
import { useMutationForm } from '../../hooks/useMutationForm.ts';
import { useErrorText } from '../../i18n/account-i18n.ts';
import { useFormsTranslation } from '../../i18n/forms-i18n.ts';
import { CheckboxField, EmailField, TextField } from '../../components/forms/fields.tsx';
import { fieldOf } from '../../components/forms/form-helpers.ts';
import fields from '../../components/forms/fields.module.css';
import { FormFailure } from '../../components/forms/FormFailure.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import type { ContactFormMutation } from './__generated__/ContactFormMutation.graphql';
import { MessageField } from './MessageField.tsx';
import { TermsLabel } from './TermsLabel.tsx';

interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
  rgpd: boolean;
}

const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '', rgpd: false };
const FIELDS = ['name', 'email', 'subject', 'message', 'rgpd'] as const;

/**
 * The contact form of the contact page (spec 000 §2 "Contact page", §3 "Contact form", §5):
 * name, e-mail, subject and message required, the e-mail of e-mail type, the message at most
 * 600 characters with a live counter, and the send button disabled until the terms box is ticked.
 * spec 000 §4, §8: after a successful send the form is cleared, the box unticked and a success
 * dialog shown. When the mail cannot be sent the form keeps what was typed and says so.
 */
export function ContactForm() {
  const { t } = useFormsTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const [message, setMessage] = useState<Message | null>(null);
  const { form, inFlight, failure, onSubmit } = useMutationForm<ContactFormMutation, ContactFields, typeof contactMessageSchema>({
    schema: (rules) => rules.contactMessageSchema,
    defaultValues: EMPTY,
    fields: FIELDS,
    mutation: graphql`
      mutation ContactFormMutation($input: SendContactMessageInput!) {
        sendContactMessage(input: $input) {
          sent
          userErrors {
            code
            field
          }
        }
      }
    `,
    onUnreached: ({ fail }) => fail(t('contact.sendFailed')),
    onAnswer: ({ sendContactMessage: { sent, userErrors } }, { form: { reset, setFocus }, showOnFields, fail }) => {
      if (sent && userErrors.length === 0) {
        reset(EMPTY);
        setMessage({ title: t('contact.title'), text: t('contact.sentText'), tone: 'success', afterClose: () => setFocus('name') });
        return;
      }
      const [first] = showOnFields(userErrors);
      // The mail did not leave (spec 000 §8): the form stays as it was.
      fail(!first || first.code === 'CONNECTION_PROBLEM' ? t('contact.sendFailed') : errorText(first.code));
    },
  });
  const [terms, typed] = form.watch(['rgpd', 'message']);

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('contact.title')}</h2>
      <form className={fields.form} noValidate onSubmit={onSubmit} aria-busy={inFlight} data-contact-form="">
        <p className={fields.note}>{t('common.requiredNote')}</p>
        <TextField label={t('fields.name')} autoComplete="name" required {...fieldOf(form, 'name')} />
        <EmailField label={t('fields.email')} required {...fieldOf(form, 'email')} />
        <TextField label={t('fields.subject')} required {...fieldOf(form, 'subject')} />
        <MessageField label={t('fields.message')} max={LIMITS.contactMessage} value={typed} {...fieldOf(form, 'message')} />
        <CheckboxField label={<TermsLabel />} required {...fieldOf(form, 'rgpd')} />
        <FormFailure text={failure} />
        <SubmitButton label={t('contact.submit')} sendingLabel={t('common.sending')} inFlight={inFlight} disabledHint={terms ? undefined : t('contact.disabledHint')} />
      </form>
      <MessageDialog message={message} okLabel={t('common.ok')} onClose={() => setMessage(null)} />
    </section>
  );
}
