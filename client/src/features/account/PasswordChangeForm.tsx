import type { passwordChangeSchema } from '@estancia/validation';
import { graphql } from 'react-relay/hooks';
import { useMutationForm } from '../../hooks/useMutationForm.ts';
import { toErrorCode, useAccountTranslation, useErrorText } from '../../i18n/account-i18n.ts';
import type { PasswordChangeFormMutation } from './__generated__/PasswordChangeFormMutation.graphql';
import { PasswordField } from '../../components/forms/fields.tsx';
import { fieldOf } from '../../components/forms/form-helpers.ts';
import styles from '../../components/forms/fields.module.css';
import { NewPasswordFields } from './forms/NewPasswordFields.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
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
  const { form, inFlight, onSubmit } = useMutationForm<PasswordChangeFormMutation, PasswordFields, typeof passwordChangeSchema>({
    schema: (rules) => rules.passwordChangeSchema,
    defaultValues: EMPTY,
    fields: ['currentPassword', 'newPassword', 'newPasswordConfirmation'],
    mutation: graphql`
      mutation PasswordChangeFormMutation($input: ChangePasswordInput!) {
        changePassword(input: $input) {
          changed
          userErrors {
            code
            field
          }
        }
      }
    `,
    onUnreached: () => failed('UPDATE_FAILED'),
    onAnswer: ({ changePassword: { changed, userErrors } }, { form: { reset }, showOnFields }) => {
      if (changed && userErrors.length === 0) {
        reset(EMPTY);
        show({ title: t('profile.updatedTitle'), text: t('profile.passwordChangedMessage'), tone: 'success' });
        return;
      }
      const [formLevel] = showOnFields(userErrors);
      const first = userErrors[0];
      // A wrong current password is shown beside it and said in the failure dialog too.
      if (formLevel || !first || first.code === 'WRONG_PASSWORD') failed(toErrorCode(formLevel?.code ?? first?.code ?? 'UPDATE_FAILED'));
    },
  });
  function failed(code: string) {
    show({ title: t('profile.failedTitle'), text: errorText(code), tone: 'error' });
  }

  return (
    <>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <PasswordField label={t('fields.currentPassword')} showLabel={t('password.showCurrentPassword')} autoComplete="current-password" required {...fieldOf(form, 'currentPassword')} />
        <NewPasswordFields form={form} password="newPassword" confirmation="newPasswordConfirmation" />
        <SubmitButton label={t('profile.passwordSubmit')} sendingLabel={t('common.sending')} inFlight={inFlight} />
      </form>
      {dialogs}
    </>
  );
}
