import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useAccountTranslation } from '../../../i18n/account-i18n.ts';
import { PasswordField } from '../../../components/forms/fields.tsx';
import { fieldOf } from '../../../components/forms/form-helpers.ts';

interface NewPasswordFieldsProps<TFields extends FieldValues> {
  form: Pick<UseFormReturn<TFields>, 'register' | 'getValues' | 'setError' | 'clearErrors' | 'formState'>;
  /** The new password's field. */
  password: Path<TFields>;
  /** Its confirmation's field. */
  confirmation: Path<TFields>;
}

/**
 * A new password and its confirmation (spec 000 §5: they must match). The mismatch is flagged on
 * leaving the confirmation and cleared as soon as the two match again — on typing, not on leaving:
 * a message vanishing on blur would move the button being clicked.
 */
export function NewPasswordFields<TFields extends FieldValues>({ form, password, confirmation }: NewPasswordFieldsProps<TFields>) {
  const { t } = useAccountTranslation();
  const { getValues, setError, clearErrors, formState } = form;
  const errors = formState.errors;
  const messageOf = (name: Path<TFields>) => (get(errors, name) as FieldError | undefined)?.message;
  const values = () => getValues([password, confirmation]) as unknown as [string, string];
  const checkConfirmation = () => {
    const [newPassword, repeated] = values();
    if (repeated !== '' && repeated !== newPassword) setError(confirmation, { type: 'check', message: 'PASSWORD_MISMATCH' });
  };
  const forgetMismatch = () => {
    const [newPassword, repeated] = values();
    if (repeated === newPassword && messageOf(confirmation) === 'PASSWORD_MISMATCH') clearErrors(confirmation);
  };
  return (
    <>
      <PasswordField label={t('fields.newPassword')} showLabel={t('password.showNewPassword')} autoComplete="new-password" required hint={t('fields.passwordHint')} {...fieldOf(form, password, { onChange: forgetMismatch })} />
      <PasswordField label={t('fields.newPasswordConfirmation')} showLabel={t('password.showNewPasswordConfirmation')} autoComplete="new-password" required {...fieldOf(form, confirmation, { onBlur: checkConfirmation, onChange: forgetMismatch })} />
    </>
  );
}
