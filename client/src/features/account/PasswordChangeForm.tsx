import type { passwordChangeSchema } from '@estancia/validation';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { toErrorCode, useAccountTranslation, useErrorText } from '../../i18n/account-i18n.ts';
import type { PasswordChangeFormMutation } from './__generated__/PasswordChangeFormMutation.graphql';
import { applyUserErrors, schemaResolver, useMutationPromise } from './forms/form-helpers.ts';
import { PasswordField } from './forms/fields.tsx';
import styles from './forms/fields.module.css';
import { NewPasswordFields } from './forms/NewPasswordFields.tsx';
import { useDialogs } from './forms/useDialogs.tsx';

interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

const EMPTY: PasswordFields = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/**
 * spec 000 §2 "Profile screen": the new password and its confirmation (with the current one, which
 * the gateway checks). spec 000 §5: the two must match; the text is shown beside the confirmation.
 */
export function PasswordChangeForm() {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const { show, dialogs } = useDialogs();
  const form = useForm<PasswordFields, unknown, PasswordFields>({
    resolver: schemaResolver<PasswordFields, typeof passwordChangeSchema>((rules) => rules.passwordChangeSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const [change, inFlight] = useMutationPromise<PasswordChangeFormMutation>(graphql`
    mutation PasswordChangeFormMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        changed
        userErrors {
          code
          field
        }
      }
    }
  `);

  const failed = (code: string) => show({ title: t('profile.failedTitle'), text: errorText(code), tone: 'error' });

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight) return;
    let answer: PasswordChangeFormMutation['response'];
    try {
      answer = await change({ input: values });
    } catch {
      failed('UPDATE_FAILED');
      return;
    }
    const { changed, userErrors } = answer.changePassword;
    if (changed && userErrors.length === 0) {
      reset(EMPTY);
      show({ title: t('profile.updatedTitle'), text: t('profile.passwordChangedMessage'), tone: 'success' });
      return;
    }
    const [formLevel] = applyUserErrors(userErrors, setError, ['currentPassword', 'newPassword', 'newPasswordConfirmation']);
    const first = userErrors[0];
    // A wrong current password is shown beside it and said in the failure dialog too.
    if (formLevel || !first || first.code === 'WRONG_PASSWORD') failed(toErrorCode(formLevel?.code ?? first?.code ?? 'UPDATE_FAILED'));
  });

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label={t('fields.currentPassword')}
          showLabel={t('password.showCurrentPassword')}
          autoComplete="current-password"
          required
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <NewPasswordFields form={form} password="newPassword" confirmation="newPasswordConfirmation" />
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} aria-busy={inFlight}>
            {inFlight ? t('common.sending') : t('profile.passwordSubmit')}
          </button>
        </div>
      </form>
      {dialogs}
    </>
  );
}
