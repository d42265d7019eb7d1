import type { recoveryRequestSchema } from '@estancia/validation';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { toErrorCode, useAccountTranslation, useErrorText } from '../../i18n/account-i18n.ts';
import type { RecoveryRequestFormMutation } from './__generated__/RecoveryRequestFormMutation.graphql';
import { applyUserErrors, schemaResolver, useMutationPromise } from './forms/form-helpers.ts';
import { TextField } from './forms/fields.tsx';
import styles from './forms/fields.module.css';
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
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<RecoveryRequestFields, unknown, RecoveryRequestFields>({
    resolver: schemaResolver<RecoveryRequestFields, typeof recoveryRequestSchema>((rules) => rules.recoveryRequestSchema),
    defaultValues: { email: initialEmail ?? '' },
  });
  const [request, inFlight] = useMutationPromise<RecoveryRequestFormMutation>(graphql`
    mutation RecoveryRequestFormMutation($input: RequestPasswordRecoveryInput!) {
      requestPasswordRecovery(input: $input) {
        sent
        userErrors {
          code
          field
        }
      }
    }
  `);

  const refused = (code: string) => show({ title: t('common.errorTitle'), text: errorText(code), tone: 'error', afterClose: () => setFocus('email') });

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight) return;
    let answer: RecoveryRequestFormMutation['response'];
    try {
      answer = await request({ input: values });
    } catch {
      refused('CONNECTION_PROBLEM');
      return;
    }
    const { sent, userErrors } = answer.requestPasswordRecovery;
    if (userErrors.length === 0 && sent) {
      show({ title: t('recovery.sentTitle'), text: t('recovery.sentMessage'), tone: 'success', afterClose: onSent });
      return;
    }
    const first = userErrors[0];
    if (!first) {
      refused('INCORRECT_REQUEST');
      return;
    }
    applyUserErrors(userErrors, setError, ['email']);
    refused(toErrorCode(first.code));
  });

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className={styles.note}>{t('recovery.intro')}</p>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          registration={register('email')}
          error={errors.email?.message}
        />
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} aria-busy={inFlight}>
            {inFlight ? t('common.sending') : t('recovery.submit')}
          </button>
        </div>
        <div className={styles.links}>
          <button type="button" className={buttons.link} onClick={onLogIn}>
            {t('recovery.backToLogin')}
          </button>
        </div>
      </form>
      {dialogs}
    </>
  );
}
