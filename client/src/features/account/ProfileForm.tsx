import { DEFAULT_VAT_NUMBER } from '@estancia/validation/limits';
import type { profileSchema } from '@estancia/validation';
import { useEffect, useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { cx } from '../../components/ui/cx.ts';
import { useMutationForm } from '../../hooks/useMutationForm.ts';
import { toErrorCode, useAccountTranslation, useErrorText } from '../../i18n/account-i18n.ts';
import type { ProfileForm_account$data, ProfileForm_account$key } from './__generated__/ProfileForm_account.graphql';
import type { ProfileFormMutation } from './__generated__/ProfileFormMutation.graphql';
import { CheckboxField, EmailField, FieldFrame, TextField } from '../../components/forms/fields.tsx';
import { fieldOf } from '../../components/forms/form-helpers.ts';
import styles from '../../components/forms/fields.module.css';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { useDialogs } from './forms/useDialogs.tsx';

interface ProfileFields {
  name: string;
  surname: string;
  email: string;
  mobilePhone: string;
  vatNumber: string;
  address: { street: string; detail: string; postalCode: string; locality: string; country: string };
  marketingConsent: boolean;
}

const FIELDS = [
  'name',
  'surname',
  'email',
  'mobilePhone',
  'vatNumber',
  'address.street',
  'address.detail',
  'address.postalCode',
  'address.locality',
  'address.country',
  'marketingConsent',
] as const;

function fieldsOf(account: ProfileForm_account$data): ProfileFields {
  const { name, surname, email, mobilePhone, vatNumber, marketingConsent, address } = account;
  return {
    name,
    surname,
    email,
    mobilePhone,
    vatNumber,
    marketingConsent,
    address: { street: address.street, detail: address.detail, postalCode: address.postalCode, locality: address.locality, country: address.country },
  };
}

/**
 * spec 000 §2 "Profile screen", §5: personal data (name and e-mail required), address, marketing
 * consent and the access data (the username, read only). Saving answers "data updated
 * successfully" or "could not update, try again"; field errors are shown beside the fields.
 */
export function ProfileForm({ account }: { account: ProfileForm_account$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileForm_account on Account {
        id
        username
        name
        surname
        email
        mobilePhone
        vatNumber
        marketingConsent
        address {
          street
          detail
          postalCode
          locality
          country
        }
      }
    `,
    account,
  );
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const { show, dialogs } = useDialogs();
  const { form, inFlight, onSubmit } = useMutationForm<ProfileFormMutation, ProfileFields, typeof profileSchema>({
    schema: (rules) => rules.profileSchema,
    defaultValues: fieldsOf(data),
    fields: FIELDS,
    mutation: graphql`
      mutation ProfileFormMutation($input: UpdateProfileInput!) {
        updateProfile(input: $input) {
          account {
            ...ProfileForm_account
            name
          }
          userErrors {
            code
            field
          }
        }
      }
    `,
    onUnreached: () => failed('UPDATE_FAILED'),
    onAnswer: ({ updateProfile: { account: saved, userErrors } }, { showOnFields }) => {
      if (userErrors.length === 0 && saved) {
        // The store now holds the saved account (header name included); the form restarts from it below.
        show({ title: t('profile.updatedTitle'), text: t('profile.updatedMessage'), tone: 'success' });
        return;
      }
      const formLevel = showOnFields(userErrors);
      if (formLevel.length > 0 || userErrors.length === 0) failed(toErrorCode(formLevel[0]?.code ?? 'UPDATE_FAILED'));
    },
  });
  const { reset } = form;

  useEffect(() => {
    reset(fieldsOf(data));
  }, [data, reset]);

  function failed(code: string) {
    show({ title: t('profile.failedTitle'), text: errorText(code), tone: 'error' });
  }

  return (
    <>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <p className={styles.note}>{t('common.requiredNote')}</p>
        <fieldset className={cx(styles.fieldset, styles.columns)}>
          <legend className={styles.legend}>{t('profile.personal')}</legend>
          <TextField label={t('fields.name')} autoComplete="given-name" required {...fieldOf(form, 'name')} />
          <TextField label={t('fields.surname')} autoComplete="family-name" {...fieldOf(form, 'surname')} />
          <EmailField label={t('fields.email')} required {...fieldOf(form, 'email')} />
          <TextField label={t('fields.mobilePhone')} type="tel" autoComplete="tel" inputMode="tel" {...fieldOf(form, 'mobilePhone')} />
          <TextField
            label={t('fields.vatNumber')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('fields.vatHint', { vat: DEFAULT_VAT_NUMBER })}
            {...fieldOf(form, 'vatNumber')}
          />
        </fieldset>
        <fieldset className={cx(styles.fieldset, styles.columns)}>
          <legend className={styles.legend}>{t('profile.address')}</legend>
          <TextField label={t('fields.street')} autoComplete="address-line1" {...fieldOf(form, 'address.street')} />
          <TextField label={t('fields.detail')} autoComplete="address-line2" {...fieldOf(form, 'address.detail')} />
          <TextField label={t('fields.postalCode')} autoComplete="postal-code" {...fieldOf(form, 'address.postalCode')} />
          <TextField label={t('fields.locality')} autoComplete="address-level2" {...fieldOf(form, 'address.locality')} />
          <TextField label={t('fields.country')} autoComplete="country-name" {...fieldOf(form, 'address.country')} />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('profile.consents')}</legend>
          <CheckboxField label={t('fields.marketingConsent')} {...fieldOf(form, 'marketingConsent')} />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('profile.access')}</legend>
          <ReadOnlyField label={t('fields.username')} value={data.username} />
        </fieldset>
        <SubmitButton label={t('profile.save')} sendingLabel={t('common.sending')} inFlight={inFlight} />
      </form>
      {dialogs}
    </>
  );
}

/** The username: shown, selectable, not editable (it follows the e-mail at the resort). */
function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={undefined}>
      <input id={id} className={styles.input} readOnly value={value} spellCheck={false} />
    </FieldFrame>
  );
}
