import { DEFAULT_VAT_NUMBER } from '@estancia/validation/limits';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { applyUserErrors, schemaResolver, type UserErrorLike } from '../../components/forms/form-helpers.ts';
import { CheckboxField, EmailField, TextField } from '../../components/forms/fields.tsx';
import { fieldOf } from '../../components/forms/form-helpers.ts';
import fieldStyles from '../../components/forms/fields.module.css';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import type { BillingForm_account$data, BillingForm_account$key } from './__generated__/BillingForm_account.graphql';
import type { billingStepSchema } from '../../shared/billing-schema.ts';
import { BILLING_FIELDS, billingProblem, type BillingFields, type BillingStepValues } from './billing.ts';
import styles from '../../styles/shop.module.css';

function fieldsOf(account: BillingForm_account$data | null, previous: BillingFields | null): BillingFields {
  if (previous) return previous;
  const name = account ? [account.name, account.surname].filter((part) => part.trim()).join(' ') : '';
  return {
    name,
    // spec 001 §5, §9: without a VAT number of their own, the invoice is the final consumer's.
    vat: account?.vatNumber || DEFAULT_VAT_NUMBER,
    email: account?.email ?? '',
    mobilePhone: account?.mobilePhone ?? '',
    address: account?.address.street ?? '',
    locality: account?.address.locality ?? '',
    postalCode: account?.address.postalCode ?? '',
    country: account?.address.country ?? '',
    termsAccepted: false,
  };
}

/**
 * Step 1 of the cart (spec 001 §2.3, §5, §6): the billing data, prefilled from a Cliente's
 * account; name, VAT number and e-mail required; the terms and return-policy box. A step that
 * does not pass says why (spec 001 §8) and marks its fields.
 */
export function BillingForm({
  account,
  initial,
  serverErrors,
  onBack,
  onDone,
}: {
  account: BillingForm_account$key | null;
  initial: BillingFields | null;
  serverErrors: ReadonlyArray<UserErrorLike>;
  onBack: (fields: BillingFields) => void;
  onDone: (values: BillingStepValues, fields: BillingFields) => void;
}) {
  const data = useFragment(
    graphql`
      fragment BillingForm_account on Account {
        name
        surname
        email
        mobilePhone
        vatNumber
        address {
          street
          postalCode
          locality
          country
        }
      }
    `,
    account,
  );
  const { t } = useShopTranslation();
  const [problem, setProblem] = useState<'confirm_form_error' | 'confirm_agree_error' | null>(null);
  const form = useForm<BillingFields, unknown, BillingStepValues>({
    resolver: schemaResolver<BillingFields, typeof billingStepSchema>((rules) => rules.billingStepSchema),
    defaultValues: fieldsOf(data ?? null, initial),
  });
  const { handleSubmit, getValues, setError } = form;

  useEffect(() => {
    // The order was refused for a field of this step: show it there.
    if (serverErrors.length > 0) applyUserErrors(serverErrors.map((e) => ({ ...e, field: e.field[0] === 'billing' ? e.field.slice(1) : e.field })), setError, BILLING_FIELDS);
  }, [serverErrors, setError]);

  const onInvalid = (invalid: FieldErrors<BillingFields>) => setProblem(billingProblem(Object.keys(invalid)));
  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    onDone(values, getValues());
  }, onInvalid);

  return (
    <form className={fieldStyles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={fieldStyles.note}>{t('billing.requiredNote')}</p>
      {problem && (
        <p className={`${styles.notice} ${styles.warning}`} role="alert">
          {t(`messages.${problem}`)}
        </p>
      )}
      <fieldset className={`${fieldStyles.fieldset} ${fieldStyles.columns}`}>
        <legend className={fieldStyles.legend}>{t('billing.title')}</legend>
        <TextField label={t('billing.name')} autoComplete="name" required {...fieldOf(form, 'name')} />
        <TextField
          label={t('billing.vat')}
          autoComplete="off"
          required
          hint={t('billing.vatHint', { vat: DEFAULT_VAT_NUMBER })}
          {...fieldOf(form, 'vat')}
        />
        <EmailField label={t('billing.email')} required {...fieldOf(form, 'email')} />
        <TextField label={t('billing.mobilePhone')} type="tel" inputMode="tel" autoComplete="tel" {...fieldOf(form, 'mobilePhone')} />
        <TextField label={t('billing.address')} autoComplete="street-address" {...fieldOf(form, 'address')} />
        <TextField label={t('billing.locality')} autoComplete="address-level2" {...fieldOf(form, 'locality')} />
        <TextField label={t('billing.postalCode')} autoComplete="postal-code" {...fieldOf(form, 'postalCode')} />
        <TextField label={t('billing.country')} autoComplete="country-name" {...fieldOf(form, 'country')} />
      </fieldset>
      <CheckboxField label={<TermsText />} required {...fieldOf(form, 'termsAccepted')} />
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={() => onBack(getValues())}>
          {t('cart.previous')}
        </button>
        <button type="submit" className={buttons.primary}>
          {t('cart.next')}
        </button>
      </div>
    </form>
  );
}

/** spec 001 §2.3: the terms and the return policy, each a link (in a new tab, so the form stays). */
function TermsText() {
  const { t } = useShopTranslation();
  const parts = t('billing.terms').split(/(<terms>.*?<\/terms>|<returns>.*?<\/returns>)/s);
  return (
    <>
      {parts.map((part, index) => {
        const link = /^<(terms|returns)>(.*)<\/\1>$/s.exec(part);
        if (!link) return part;
        const href = link[1] === 'terms' ? '/terms-conditions' : '/devolucao-e-reembolso';
        return (
          <a key={index} href={href} target="_blank" rel="noopener">
            {link[2]}
            <span className="visually-hidden"> {t('billing.opensInNewTab')}</span>
          </a>
        );
      })}
    </>
  );
}
