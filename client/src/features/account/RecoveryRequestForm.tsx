import type { recoveryRequestSchema } from '@estancia/validation';
import { graphql } from 'react-relay/hooks';
import { useMutationForm } from '../../hooks/useMutationForm.ts';
import { toErrorCode, useAccountTranslation, useErrorText } from '../../i18n/account-i18n.ts';
import type { RecoveryRequestFormMutation } from './__generated__/RecoveryRequestFormMutation.graphql';
import { EmailField } from '../../components/forms/fields.tsx';
import { fieldOf } from '../../components/forms/form-helpers.ts';
import { FormLink } from '../../components/forms/FormLink.tsx';
import styles from '../../components/forms/fields.module.css';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { useDialogs } from './forms/useDialogs.tsx';

interface RecoveryRequestFields {
  email: string;
}

/**
 * spec 000 §2 "Recovery modal": the account's e-mail and a send button. The gateway mails a link to
 * /regist/client/recovery/{code}. spec 000 §8: success says "application submitted; check your
 * e-mail", and says it alike for an address without an account (the gateway does not tell which
 * addresses have one); the form's own refusals (the submission limit, the resort service) are
 * error dialogs.
 */
export function RecoveryRequestForm({ initialEmail, onSent, onLogIn }: { initialEmail?: string | undefined; onSent: () => void; onLogIn: () => void }) {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const { show, dialogs } = useDialogs();
  const { form, inFlight, onSubmit } = useMutationForm<RecoveryRequestFormMutation, RecoveryRequestFields, typeof recoveryRequestSchema>({
    schema: (rules) => rules.recoveryRequestSchema,
    defaultValues: { email: initialEmail ?? '' },
    fields: ['email'],
    mutation: graphql`
      mutation RecoveryRequestFormMutation($input: RequestPasswordRecoveryInput!) {
        requestPasswordRecovery(input: $input) {
          sent
          userErrors {
            code
            field
          }
        }
      }
    `,
    onUnreached: () => refused('CONNECTION_PROBLEM'),
    onAnswer: ({ requestPasswordRecovery: { sent, userErrors } }, { showOnFields }) => {
      if (userErrors.length === 0 && sent) {
        show({ title: t('recovery.sentTitle'), text: t('recovery.sentMessage'), tone: 'success', afterClose: onSent });
        return;
      }
      const first = userErrors[0];
      if (!first) {
        refused('INCORRECT_REQUEST');
        return;
      }
      showOnFields(userErrors);
      refused(toErrorCode(first.code));
    },
  });
  const { setFocus } = form;

  function refused(code: string) {
    show({ title: t('common.errorTitle'), text: errorText(code), tone: 'error', afterClose: () => setFocus('email') });
  }

  return (
    <>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <p className={styles.note}>{t('recovery.intro')}</p>
        <EmailField label={t('fields.email')} required {...fieldOf(form, 'email')} />
        <SubmitButton label={t('recovery.submit')} sendingLabel={t('common.sending')} inFlight={inFlight} />
        <div className={styles.links}>
          <FormLink label={t('recovery.backToLogin')} onClick={onLogIn} />
        </div>
      </form>
      {dialogs}
    </>
  );
}
