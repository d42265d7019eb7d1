import type { loginSchema } from '@estancia/validation';
import { graphql } from 'react-relay/hooks';
import { useMutationForm } from '../../hooks/useMutationForm.ts';
import { toErrorCode, useAccountTranslation, useErrorText } from '../../i18n/account-i18n.ts';
import type { LoginFormMutation } from './__generated__/LoginFormMutation.graphql';
import { EmailField, PasswordField } from '../../components/forms/fields.tsx';
import { fieldOf } from '../../components/forms/form-helpers.ts';
import { FormLink } from '../../components/forms/FormLink.tsx';
import styles from '../../components/forms/fields.module.css';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { useDialogs } from './forms/useDialogs.tsx';

interface LoginFields {
  username: string;
  password: string;
}

/** spec 000 §8: these codes show the "login failed" dialog; the others are shown on the fields. */
const LOGIN_FAILURES = new Set(['WRONG_CREDENTIALS', 'CONNECTION_PROBLEM', 'TOO_MANY_ATTEMPTS']);

interface LoginFormProps {
  initialUsername?: string | undefined;
  onSignedIn: () => void;
  onRegister: () => void;
  onRecover: () => void;
}

/**
 * The login form (spec 000 §2 "Login modal"): username (the e-mail), password with show/hide,
 * the Login button, and links to registration and recovery. Enter in the username field moves to
 * the password field; Enter there logs in.
 */
export function LoginForm({ initialUsername, onSignedIn, onRegister, onRecover }: LoginFormProps) {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const { show, dialogs } = useDialogs();
  const { form, inFlight, onSubmit } = useMutationForm<LoginFormMutation, LoginFields, typeof loginSchema>({
    schema: (rules) => rules.loginSchema,
    defaultValues: { username: initialUsername ?? '', password: '' },
    fields: ['username', 'password'],
    mutation: graphql`
      mutation LoginFormMutation($input: LogInInput!) {
        logIn(input: $input) {
          userErrors {
            code
            field
          }
          viewer {
            role
          }
        }
      }
    `,
    onUnreached: () => failed('CONNECTION_PROBLEM'),
    onAnswer: ({ logIn: { userErrors } }, { showOnFields }) => {
      if (userErrors.length === 0) {
        onSignedIn();
        return;
      }
      const failure = userErrors.find((error) => LOGIN_FAILURES.has(error.code));
      if (failure) {
        failed(failure.code);
        return;
      }
      const [formLevel] = showOnFields(userErrors);
      if (formLevel) failed(toErrorCode(formLevel.code));
    },
  });
  const { setFocus } = form;

  function failed(code: string) {
    show({
      title: t('login.failedTitle'),
      text: errorText(code),
      tone: 'error',
      afterClose: () => setFocus('password', { shouldSelect: true }),
    });
  }

  return (
    <>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <EmailField
          label={t('fields.username')}
          autoComplete="username"
          required
          {...fieldOf(form, 'username')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              setFocus('password');
            }
          }}
        />
        <PasswordField label={t('fields.password')} showLabel={t('password.showPassword')} autoComplete="current-password" required {...fieldOf(form, 'password')} />
        <SubmitButton label={t('login.submit')} sendingLabel={t('common.sending')} inFlight={inFlight} />
        <div className={styles.links}>
          <FormLink lead={t('login.noAccount')} label={t('login.register')} onClick={onRegister} />
          <FormLink label={t('login.forgot')} onClick={onRecover} />
        </div>
      </form>
      {dialogs}
    </>
  );
}
