import { LIMITS } from '@estancia/validation/limits';
import type { contactMessageSchema } from '@estancia/validation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { MessageDialog, type Message } from '../../components/ui/dialogs/AlertDialogs.tsx';
import { useErrorText } from '../../i18n/account-i18n.ts';
import { useFormsTranslation } from '../../i18n/forms-i18n.ts';
import { CheckboxField, TextField } from '../account/forms/fields.tsx';
import fields from '../account/forms/fields.module.css';
import { applyUserErrors, schemaResolver, useMutationPromise } from '../account/forms/form-helpers.ts';
import type { ContactFormMutation } from './__generated__/ContactFormMutation.graphql';
import styles from './ContactForm.module.css';
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
  const hintId = useId();
  const titleId = useId();
  const [message, setMessage] = useState<Message | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    watch,
    formState: { errors },
  } = useForm<ContactFields, unknown, ContactFields>({
    resolver: schemaResolver<ContactFields, typeof contactMessageSchema>((rules) => rules.contactMessageSchema),
    defaultValues: EMPTY,
  });
  const [send, inFlight] = useMutationPromise<ContactFormMutation>(graphql`
    mutation ContactFormMutation($input: SendContactMessageInput!) {
      sendContactMessage(input: $input) {
        sent
        userErrors {
          code
          field
        }
      }
    }
  `);
  const [terms, typed] = watch(['rgpd', 'message']);

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight) return;
    setFailure(null);
    let answer: ContactFormMutation['response'];
    try {
      answer = await send({ input: values });
    } catch {
      setFailure(t('contact.sendFailed'));
      return;
    }
    const { sent, userErrors } = answer.sendContactMessage;
    if (sent && userErrors.length === 0) {
      reset(EMPTY);
      setMessage({ title: t('contact.title'), text: t('contact.sentText'), tone: 'success', afterClose: () => setFocus('name') });
      return;
    }
    const formLevel = applyUserErrors(userErrors, setError, FIELDS);
    const first = formLevel[0];
    // The mail did not leave (spec 000 §8): the form stays as it was.
    setFailure(!first || first.code === 'CONNECTION_PROBLEM' ? t('contact.sendFailed') : errorText(first.code));
  });

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('contact.title')}</h2>
      <form className={fields.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={inFlight} data-contact-form="">
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
        <TextField label={t('fields.subject')} required registration={register('subject')} error={errors.subject?.message} />
        <MessageField label={t('fields.message')} max={LIMITS.contactMessage} value={typed} registration={register('message')} error={errors.message?.message} />
        <CheckboxField label={<TermsLabel />} required registration={register('rgpd')} error={errors.rgpd?.message} />
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <div className={fields.actions}>
          <button type="submit" className={buttons.primary} disabled={!terms} aria-busy={inFlight} aria-describedby={terms ? undefined : hintId}>
            {inFlight ? t('common.sending') : t('contact.submit')}
          </button>
        </div>
        {!terms && (
          <p id={hintId} className={fields.note}>
            {t('contact.disabledHint')}
          </p>
        )}
      </form>
      <MessageDialog message={message} okLabel={t('common.ok')} onClose={() => setMessage(null)} />
    </section>
  );
}
