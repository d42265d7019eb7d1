import { recoveryCompletionSchema } from '@estancia/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { toErrorCode, useAccountTranslation, useErrorText } from '../../i18n/account-i18n.ts';
import type { RecoveryCompletionFormMutation } from './__generated__/RecoveryCompletionFormMutation.graphql';
import { useAccountDialogs } from './AccountDialogsContext.tsx';
import { applyUserErrors, schemaResolver, useMutationPromise } from './forms/form-helpers.ts';
import { PasswordField } from './forms/fields.tsx';
import styles from './forms/fields.module.css';
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
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<RecoveryFields, unknown, RecoveryFields>({
    resolver: schemaResolver<RecoveryFields, typeof recoveryCompletionSchema>(recoveryCompletionSchema),
    defaultValues: { code, password: '', passwordConfirmation: '' },
  });
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

  // Checked when leaving the confirmation; the complaint goes as soon as the two match again
  // (on typing, not on leaving: a message vanishing on blur would move the button being clicked).
  const checkConfirmation = () => {
    const [password, confirmation] = getValues(['password', 'passwordConfirmation']);
    if (confirmation !== '' && confirmation !== password) setError('passwordConfirmation', { type: 'check', message: 'PASSWORD_MISMATCH' });
  };
  const forgetMismatch = () => {
    const [password, confirmation] = getValues(['password', 'passwordConfirmation']);
    if (confirmation === password && errors.passwordConfirmation?.message === 'PASSWORD_MISMATCH') clearErrors('passwordConfirmation');
  };

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
        <PasswordField
          label={t('fields.newPassword')}
          showLabel={t('password.showNewPassword')}
          autoComplete="new-password"
          required
          hint={t('fields.passwordHint')}
          registration={register('password', { onChange: forgetMismatch })}
          error={errors.password?.message}
        />
        <PasswordField
          label={t('fields.newPasswordConfirmation')}
          showLabel={t('password.showNewPasswordConfirmation')}
          autoComplete="new-password"
          required
          registration={register('passwordConfirmation', { onBlur: checkConfirmation, onChange: forgetMismatch })}
          error={errors.passwordConfirmation?.message}
        />
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
