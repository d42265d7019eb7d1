import type { Entity } from '@estancia/resort-contract';

/**
 * How a person's entity reads as their contact details, the same for their own account and for a
 * clerk reading them at the desk: the e-mail falls back to the first contact's and then to the
 * username, the phone is the principal contact's, and no VAT number is the final consumer's.
 */
export const contactOf = (entity: Entity) => {
  const address = entity.addresses[0];
  return {
    email: entity.info.email || entity.contacts[0]?.email || entity.info.username,
    mobilePhone: entity.contacts.find((c) => c.principal)?.mobile_phone ?? entity.contacts[0]?.mobile_phone ?? '',
    vatNumber: entity.info.vat || '999999990',
    address: {
      street: address?.address ?? '',
      detail: address?.address_detail ?? '',
      postalCode: address?.postal_code ?? '',
      locality: address?.localidade ?? '',
      country: address?.country ?? '',
    },
  };
};
