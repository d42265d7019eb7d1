import { EMAIL_PATTERN } from '@estancia/validation/limits';
import type { registrationSchema, ErrorCode } from '@estancia/validation';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useMutationForm } from '../../hooks/useMutationForm.ts';
import { toErrorCode, useAccountTranslation, useErrorText } from '../../i18n/account-i18n.ts';
import type { RegistrationFormMutation } from './__generated__/RegistrationFormMutation.graphql';
import type { RegistrationFormUsernameQuery } from './__generated__/RegistrationFormUsernameQuery.graphql';
import { CheckboxField, EmailField, PasswordField, TextField } from '../../components/forms/fields.tsx';
import { fieldOf } from '../../components/forms/form-helpers.ts';
import { FormLink } from '../../components/forms/FormLink.tsx';
import styles from '../../components/forms/fields.module.css';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { useDialogs } from './forms/useDialogs.tsx';

interface RegistrationFields {
  name: string;
  mobilePhone: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  marketingConsent: boolean;
  termsAccepted: boolean;
}

const FIELDS = ['name', 'mobilePhone', 'email', 'password', 'passwordConfirmation', 'marketingConsent', 'termsAccepted'] as const;

const EMPTY: RegistrationFields = {
  name: '',
  mobilePhone: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  marketingConsent: false,
  termsAccepted: false,
};

const usernameQuery = graphql`
  query RegistrationFormUsernameQuery($username: String!) {
    usernameAvailable(username: $username)
  }
`;

interface RegistrationFormProps {
  /** After the "registration done" dialog is closed, with the registered e-mail. */
  onRegistered?: (email: string) => void;
  /** Where "Log in" leads: the login view of the dialog, or the login dialog from the page. */
  onLogIn: () => void;
}

/**
 * Customer registration (spec 000 §2 "Registration", §5), in the dialog and on /regist/client.
 *
 * - The button stays disabled until name, e-mail, password, confirmation and terms are set.
 * - Leaving the e-mail field checks its pattern, then asks the gateway whether the username is
 *   free; leaving the confirmation checks it equals the password. A failed check marks the field
 *   (aria-invalid and the text beside it) and shows the spec's dialog. Unlike the original site,
 *   the typed text is kept, so the person corrects it rather than typing it again.
 * - A confirmation question comes before sending; success shows the "check your e-mail" dialog.
 */
export function RegistrationForm({ onRegistered, onLogIn }: RegistrationFormProps) {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const environment = useRelayEnvironment();
  const { show, ask, dialogs } = useDialogs();
  const [checkingEmail, setCheckingEmail] = useState(false);
  /** The last values a blur check looked at: the same values are not checked (nor complained about) twice. */
  const checked = useRef({ email: '', confirmation: '' });
  const { form, inFlight, onSubmit } = useMutationForm<RegistrationFormMutation, RegistrationFields, typeof registrationSchema>({
    schema: (rules) => rules.registrationSchema,
    defaultValues: EMPTY,
    fields: FIELDS,
    mutation: graphql`
      mutation RegistrationFormMutation($input: RegisterInput!) {
        register(input: $input) {
          email
          userErrors {
            code
            field
          }
        }
      }
    `,
    variables: (values) => ({
      input: {
        name: values.name,
        email: values.email,
        mobilePhone: values.mobilePhone,
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
        termsAccepted: values.termsAccepted,
        marketingConsent: values.marketingConsent,
      },
    }),
    confirm: (values, send) =>
      ask({
        title: t('register.confirmTitle'),
        text: t('register.confirmQuestion', { email: values.email }),
        confirmLabel: t('common.confirm'),
        onConfirm: send,
      }),
    onUnreached: () => show({ title: t('common.errorTitle'), text: errorText('CONNECTION_PROBLEM'), tone: 'error' }),
    onAnswer: ({ register: { email: registered, userErrors } }, { values, form: { reset }, showOnFields }) => {
      if (userErrors.length === 0) {
        const address = registered ?? values.email;
        show({
          title: t('register.doneTitle'),
          text: t('register.doneMessage', { email: address }),
          tone: 'success',
          afterClose: () => {
            reset(EMPTY);
            checked.current = { email: '', confirmation: '' };
            onRegistered?.(address);
          },
        });
        return;
      }
      const first = userErrors[0];
      if (first && (first.code === 'USERNAME_EXISTS' || first.code === 'INVALID_EMAIL')) {
        complain('email', first.code);
        return;
      }
      if (first && first.code === 'PASSWORD_MISMATCH') {
        complain('passwordConfirmation', first.code);
        return;
      }
      const [formLevel] = showOnFields(userErrors);
      if (formLevel) show({ title: t('common.errorTitle'), text: errorText(toErrorCode(formLevel.code)), tone: 'error' });
    },
  });
  const {
    setError,
    clearErrors,
    setFocus,
    getValues,
    watch,
    formState: { errors },
  } = form;

  const [name, email, password, confirmation, terms] = watch(['name', 'email', 'password', 'passwordConfirmation', 'termsAccepted']);
  const complete = name.trim() !== '' && email.trim() !== '' && password !== '' && confirmation !== '' && terms;

  /** The dialog of a failed check (spec 000 §8), then back to the field at fault. */
  function complain(field: 'email' | 'passwordConfirmation', code: ErrorCode) {
    setError(field, { type: 'check', message: code });
    const title = code === 'USERNAME_EXISTS' ? t('register.usernameTitle') : code === 'PASSWORD_MISMATCH' ? t('register.confirmationTitle') : code === 'INVALID_EMAIL' ? t('register.emailTitle') : t('common.errorTitle');
    show({ title, errorCode: code, tone: 'error', afterClose: () => setFocus(field) });
  }

  const checkEmail = async () => {
    const value = getValues('email').trim();
    if (value === '' || value === checked.current.email) return;
    checked.current.email = value;
    if (!EMAIL_PATTERN.test(value)) {
      complain('email', 'INVALID_EMAIL');
      return;
    }
    setCheckingEmail(true);
    try {
      const data = await fetchQuery<RegistrationFormUsernameQuery>(environment, usernameQuery, { username: value.toLowerCase() }, { fetchPolicy: 'network-only' }).toPromise();
      // Only if the field still holds what was checked.
      if (data && !data.usernameAvailable && getValues('email').trim() === value) complain('email', 'USERNAME_EXISTS');
    } catch {
      // Not checked now: the gateway checks again when the form is sent.
      checked.current.email = '';
    } finally {
      setCheckingEmail(false);
    }
  };

  const checkConfirmation = () => {
    const [passwordValue, confirmationValue] = getValues(['password', 'passwordConfirmation']);
    const pair = `${passwordValue}\u0000${confirmationValue}`;
    if (confirmationValue === '' || pair === checked.current.confirmation) return;
    checked.current.confirmation = pair;
    if (confirmationValue !== passwordValue) complain('passwordConfirmation', 'PASSWORD_MISMATCH');
  };

  // A complaint goes when the value it was about changes (on typing, not on leaving the field: a
  // message vanishing on blur would move the button the person is clicking).
  const forgetEmailComplaint = () => {
    if (errors.email && getValues('email').trim() !== checked.current.email) clearErrors('email');
  };
  const forgetMismatch = () => {
    const [passwordValue, confirmationValue] = getValues(['password', 'passwordConfirmation']);
    if (confirmationValue === passwordValue && errors.passwordConfirmation?.message === 'PASSWORD_MISMATCH') clearErrors('passwordConfirmation');
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={inFlight}>
        <p className={styles.note}>{t('common.requiredNote')}</p>
        <TextField label={t('fields.name')} autoComplete="given-name" required {...fieldOf(form, 'name')} />
        <TextField label={t('fields.mobilePhone')} type="tel" autoComplete="tel" inputMode="tel" {...fieldOf(form, 'mobilePhone')} />
        <EmailField label={t('fields.email')} required hint={checkingEmail ? t('register.checking') : undefined} {...fieldOf(form, 'email', { onBlur: () => void checkEmail(), onChange: forgetEmailComplaint })} />
        <PasswordField label={t('fields.password')} showLabel={t('password.showPassword')} autoComplete="new-password" required hint={t('fields.passwordHint')} {...fieldOf(form, 'password', { onChange: forgetMismatch })} />
        <PasswordField label={t('fields.passwordConfirmation')} showLabel={t('password.showPasswordConfirmation')} autoComplete="new-password" required {...fieldOf(form, 'passwordConfirmation', { onBlur: checkConfirmation, onChange: forgetMismatch })} />
        <CheckboxField label={t('fields.marketingConsent')} {...fieldOf(form, 'marketingConsent')} />
        {/* The terms open in a new tab, so what was typed here stays. */}
        <CheckboxField label={<TextWithLink text={t('fields.terms')} href="/terms-conditions" />} required {...fieldOf(form, 'termsAccepted')} />
        <SubmitButton label={t('register.submit')} sendingLabel={t('common.sending')} inFlight={inFlight} disabledHint={complete ? undefined : t('register.disabledHint')} />
        <div className={styles.links}>
          <FormLink lead={t('register.haveAccount')} label={t('register.logIn')} onClick={onLogIn} />
        </div>
      </form>
      {dialogs}
    </>
  );
}

/**
 * A text with one `<link>…</link>` part, rendered as a link that opens in a new tab and says so to
 * screen readers (react-i18next's <Trans> would do it too, but it would add its parser to the
 * start-up bundle, where react-i18next lives).
 */
function TextWithLink({ text, href }: { text: string; href: string }) {
  const { t } = useTranslation();
  const match = /^(.*)<link>(.*)<\/link>(.*)$/s.exec(text);
  if (!match) return text;
  const [, before, linked, after] = match;
  return (
    <>
      {before}
      <a href={href} target="_blank" rel="noopener">
        {linked}
        <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
      </a>
      {after}
    </>
  );
}
