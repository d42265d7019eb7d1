import { DEFAULT_VAT_NUMBER } from '@estancia/validation/limits';
import { useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import fieldStyles from '../../components/forms/fields.module.css';
import type { BillingFields } from '../shop/index.ts';
import { useDeskTranslation } from '../../i18n/desk-i18n.ts';
import styles from './desk.module.css';
import type { CustomerLookupQuery } from './__generated__/CustomerLookupQuery.graphql';

const lookup = graphql`
  query CustomerLookupQuery($databaseId: Int!) {
    desk {
      customer(databaseId: $databaseId) {
        databaseId
        name
        email
        vatNumber
        mobilePhone
        address {
          street
          postalCode
          locality
          country
        }
      }
    }
  }
`;

/**
 * The billing step's optional look-up of a registered customer by account number (spec 002 §7
 * `entities/{company}/{userId}`): their data fills the billing form, which stays editable. The
 * answer is announced; a walk-in customer needs none of this.
 */
export function CustomerLookup({ onFound }: { onFound: (customerId: number, fields: BillingFields) => void }) {
  const { t } = useDeskTranslation();
  const environment = useRelayEnvironment();
  const id = useId();
  const [value, setValue] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const find = async () => {
    const number = value.trim();
    if (!/^\d{1,9}$/.test(number) || busy) {
      setStatus(t('billing.lookupNone'));
      return;
    }
    setBusy(true);
    try {
      const answer = await fetchQuery<CustomerLookupQuery>(environment, lookup, { databaseId: Number(number) }, { fetchPolicy: 'network-only' }).toPromise();
      const customer = answer?.desk?.customer;
      if (!customer) {
        setStatus(t('billing.lookupNone'));
        return;
      }
      onFound(customer.databaseId, {
        name: customer.name,
        vat: customer.vatNumber || DEFAULT_VAT_NUMBER,
        email: customer.email,
        mobilePhone: customer.mobilePhone,
        address: customer.address.street,
        locality: customer.address.locality,
        postalCode: customer.address.postalCode,
        country: customer.address.country,
        termsAccepted: false,
      });
      setStatus(t('billing.lookupFound', { name: customer.name }));
    } catch {
      setStatus(t('billing.lookupNone'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.lookup}
      role="search"
      aria-label={t('billing.lookup')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void find();
      }}
    >
      <div className={fieldStyles.field}>
        <label htmlFor={id} className={fieldStyles.label}>
          {t('billing.lookupNumber')}
        </label>
        <input id={id} className={fieldStyles.input} inputMode="numeric" autoComplete="off" aria-describedby={`${id}-hint`} value={value} onChange={(event) => setValue(event.target.value)} />
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {t('billing.lookupHint')}
        </p>
      </div>
      <button type="submit" className={buttons.secondary} aria-busy={busy}>
        {t('billing.lookupButton')}
      </button>
      <p role="status" className={styles.lookupStatus}>
        {status}
      </p>
    </form>
  );
}
