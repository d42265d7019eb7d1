import type { recoveryCompletionSchema } from '@estancia/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { toErrorCode, useAccountTranslation, useErrorText } from '../../i18n/account-i18n.ts';
import type { RecoveryCompletionFormMutation } from './__generated__/RecoveryCompletionFormMutation.graphql';
import { useAccountDialogs } from './AccountDialogsContext.tsx';
import { applyUserErrors, schemaResolver, useMutationPromise } from './forms/form-helpers.ts';
import styles from './forms/fields.module.css';
import { NewPasswordFields } from './forms/NewPasswordFields.tsx';
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
  const form = useForm<RecoveryFields, unknown, RecoveryFields>({
    resolver: schemaResolver<RecoveryFields, typeof recoveryCompletionSchema>((rules) => rules.recoveryCompletionSchema),
    defaultValues: { code, password: '', passwordConfirmation: '' },
  });
  const { handleSubmit, setError, setFocus } = form;
  const [complete, inFlight] = useMutationPromise<RecoveryCompletionFormMutation>(graphql`
    mutation RecoveryCompletionFormMutation($input: CompletePasswordRecoveryInput!) {
      completePasswordRecovery(input: $input) {
        changed
        userErrors {
          code
          field
        }
      }
    }
  `);

  const expired = () => {
    setOutcome('expired');
    show({ title: t('recovery.expiredTitle'), text: errorText('RECOVERY_EXPIRED'), tone: 'error' });
  };

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight) return;
    let answer: RecoveryCompletionFormMutation['response'];
    try {
      answer = await complete({ input: values });
    } catch {
      show({ title: t('common.errorTitle'), text: errorText('CONNECTION_PROBLEM'), tone: 'error' });
      return;
    }
    const { changed, userErrors } = answer.completePasswordRecovery;
    if (changed && userErrors.length === 0) {
      setOutcome('changed');
      show({ title: t('recovery.changedTitle'), text: t('recovery.changedMessage'), tone: 'success' });
      return;
    }
    // spec 000 §5: anything but success on this call is the expired-code message.
    const fieldErrors = userErrors.filter((error) => error.code !== 'RECOVERY_EXPIRED' && error.code !== 'INCORRECT_REQUEST');
    if (fieldErrors.length > 0 && fieldErrors.length === userErrors.length) {
      const [formLevel] = applyUserErrors(fieldErrors, setError, ['password', 'passwordConfirmation']);
      if (formLevel) show({ title: t('common.errorTitle'), text: errorText(toErrorCode(formLevel.code)), tone: 'error', afterClose: () => setFocus('password') });
      return;
    }
    expired();
  }, (invalid) => {
    // A code that cannot be one (the link was cut) is an expired link to the person.
    if (invalid.code) expired();
  });

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
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className={styles.note}>{t('common.requiredNote')}</p>
        <NewPasswordFields form={form} password="password" confirmation="passwordConfirmation" />
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} aria-busy={inFlight}>
            {inFlight ? t('common.sending') : t('recovery.pageSubmit')}
          </button>
        </div>
      </form>
      {dialogs}
    </>
  );
}
