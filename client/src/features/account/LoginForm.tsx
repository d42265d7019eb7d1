import type { loginSchema } from '@estancia/validation';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { toErrorCode, useAccountTranslation, useErrorText } from '../../i18n/account-i18n.ts';
import type { LoginFormMutation } from './__generated__/LoginFormMutation.graphql';
import { applyUserErrors, schemaResolver, useMutationPromise } from './forms/form-helpers.ts';
import { PasswordField, TextField } from './forms/fields.tsx';
import styles from './forms/fields.module.css';
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
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<LoginFields, unknown, { username: string; password: string }>({
    resolver: schemaResolver<LoginFields, typeof loginSchema>((rules) => rules.loginSchema),
    defaultValues: { username: initialUsername ?? '', password: '' },
  });
  const [logIn, inFlight] = useMutationPromise<LoginFormMutation>(graphql`
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
  `);

  const failed = (code: string) =>
    show({
      title: t('login.failedTitle'),
      text: errorText(code),
      tone: 'error',
      afterClose: () => setFocus('password', { shouldSelect: true }),
    });

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight) return;
    let answer: LoginFormMutation['response'];
    try {
      answer = await logIn({ input: values });
    } catch {
      failed('CONNECTION_PROBLEM');
      return;
    }
    const userErrors = answer.logIn.userErrors;
    if (userErrors.length === 0) {
      onSignedIn();
      return;
    }
    const failure = userErrors.find((error) => LOGIN_FAILURES.has(error.code));
    if (failure) {
      failed(failure.code);
      return;
    }
    const [formLevel] = applyUserErrors(userErrors, setError, ['username', 'password']);
    if (formLevel) failed(toErrorCode(formLevel.code));
  });

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('fields.username')}
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          required
          registration={register('username')}
          error={errors.username?.message}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              setFocus('password');
            }
          }}
        />
        <PasswordField
          label={t('fields.password')}
          showLabel={t('password.showPassword')}
          autoComplete="current-password"
          required
          registration={register('password')}
          error={errors.password?.message}
        />
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} aria-busy={inFlight}>
            {inFlight ? t('common.sending') : t('login.submit')}
          </button>
        </div>
        <div className={styles.links}>
          <p>
            {t('login.noAccount')}{' '}
            <button type="button" className={buttons.link} onClick={onRegister}>
              {t('login.register')}
            </button>
          </p>
          <button type="button" className={buttons.link} onClick={onRecover}>
            {t('login.forgot')}
          </button>
        </div>
      </form>
      {dialogs}
    </>
  );
}
