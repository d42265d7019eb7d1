import type { useAccountTranslation } from '../../i18n/account-i18n.ts';

type AccountT = ReturnType<typeof useAccountTranslation>['t'];

/** The name of a payment method (spec 001 §9), or "not chosen". */
export function methodLabel(method: string | null | undefined, t: AccountT): string {
  switch (method) {
    case 'CARD':
    case 'MBWAY':
    case 'MULTIBANCO':
    case 'DESK':
      return t(`orders.methods.${method}`);
    default:
      return t('orders.methods.none');
  }
}
