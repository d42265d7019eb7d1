import type { recoveryCompletionSchema } from '@estancia/validation';
import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { useMutationForm } from '../../hooks/useMutationForm.ts';
import { toErrorCode, useAccountTranslation, useErrorText } from '../../i18n/account-i18n.ts';
import type { RecoveryCompletionFormMutation } from './__generated__/RecoveryCompletionFormMutation.graphql';
import { useAccountDialogs } from './AccountDialogsContext.tsx';
import styles from '../../components/forms/fields.module.css';
import { NewPasswordFields } from './forms/NewPasswordFields.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { useDialogs } from './forms/useDialogs.tsx';

interface RecoveryFields {
  code: string;
  password: string;
  passwordConfirmation: string;
}

type Outcome = 'form' | 'changed' | 'expired';

/**
 * The screen reached by the mailed link (spec 000 §2, §5): a new password and its confirmation.
 * They must match (checked when leaving the confirmation, and on sending). Success says so and
 * offers to log in; an expired or used code gives the expiry message and a way to ask again.
 */
export function RecoveryCompletionForm({ code }: { code: string }) {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const accountDialogs = useAccountDialogs();
  const { show, dialogs } = useDialogs();
  const [outcome, setOutcome] = useState<Outcome>('form');
  const { form, inFlight, onSubmit } = useMutationForm<RecoveryCompletionFormMutation, RecoveryFields, typeof recoveryCompletionSchema>({
    schema: (rules) => rules.recoveryCompletionSchema,
    defaultValues: { code, password: '', passwordConfirmation: '' },
    fields: ['password', 'passwordConfirmation'],
    mutation: graphql`
      mutation RecoveryCompletionFormMutation($input: CompletePasswordRecoveryInput!) {
        completePasswordRecovery(input: $input) {
          changed
          userErrors {
            code
            field
          }
        }
      }
    `,
    onUnreached: () => show({ title: t('common.errorTitle'), text: errorText('CONNECTION_PROBLEM'), tone: 'error' }),
    onAnswer: ({ completePasswordRecovery: { changed, userErrors } }, { form: { setFocus }, showOnFields }) => {
      if (changed && userErrors.length === 0) {
        setOutcome('changed');
        show({ title: t('recovery.changedTitle'), text: t('recovery.changedMessage'), tone: 'success' });
        return;
      }
      // spec 000 §5: anything but success on this call is the expired-code message.
      const fieldErrors = userErrors.filter((error) => error.code !== 'RECOVERY_EXPIRED' && error.code !== 'INCORRECT_REQUEST');
      if (fieldErrors.length > 0 && fieldErrors.length === userErrors.length) {
        const [formLevel] = showOnFields(fieldErrors);
        if (formLevel) show({ title: t('common.errorTitle'), text: errorText(toErrorCode(formLevel.code)), tone: 'error', afterClose: () => setFocus('password') });
        return;
      }
      expired();
    },
    // A code that cannot be one (the link was cut) is an expired link to the person.
    onInvalid: (invalid) => {
      if (invalid.code) expired();
    },
  });

  function expired() {
    setOutcome('expired');
    show({ title: t('recovery.expiredTitle'), text: errorText('RECOVERY_EXPIRED'), tone: 'error' });
  }

  if (outcome !== 'form') {
    const changed = outcome === 'changed';
    return (
      <>
        <div className={styles.form} role="status">
          <p>{changed ? t('recovery.changedMessage') : errorText('RECOVERY_EXPIRED')}</p>
          <div className={styles.actions}>
            <button type="button" className={buttons.primary} onClick={() => accountDialogs.open(changed ? 'login' : 'recover')}>
              {changed ? t('recovery.logIn') : t('recovery.requestNew')}
            </button>
          </div>
        </div>
        {dialogs}
      </>
    );
  }

  return (
    <>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <p className={styles.note}>{t('common.requiredNote')}</p>
        <NewPasswordFields form={form} password="password" confirmation="passwordConfirmation" />
        <SubmitButton label={t('recovery.pageSubmit')} sendingLabel={t('common.sending')} inFlight={inFlight} />
      </form>
      {dialogs}
    </>
  );
}
