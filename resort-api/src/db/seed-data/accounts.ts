import type { LanguageCode, ProfileName } from '@estancia/resort-contract';
import type { EntityAddressDoc, EntityContactDoc } from '../json-types.ts';

/**
 * Demo accounts (spec 000 §3 "User"). The passwords are the ones a person types; the seed stores
 * scrypt of their transformed value, exactly as a registration through the API would.
 */
export interface AccountSeed {
  username: string;
  password: string;
  profile: ProfileName;
  name: string;
  surname: string;
  vat: string;
  marketing: boolean;
  birthday: string | null;
  language: LanguageCode;
  addresses: EntityAddressDoc[];
  contacts: EntityContactDoc[];
}

export const ACCOUNT_SEEDS = {
  /** A customer with a year of orders in every payment state. */
  maria: {
    username: 'cliente@estancia.pt',
    password: 'Cliente#2026',
    profile: 'Cliente',
    name: 'Maria Fernandes',
    surname: '',
    vat: '245678905',
    marketing: false,
    birthday: '1986-04-12',
    language: 'pt',
    addresses: [
      {
        country: 'Portugal',
        location: 'Fundão',
        village: 'Fundão',
        municipality: 'Fundão',
        postal_code: '6230-338',
        address: 'Rua da Cale, 12',
        address_detail: '2.º Esq.',
        localidade: 'Fundão',
        place_birth: 'Covilhã',
      },
    ],
    contacts: [
      {
        contactemail: '',
        email: 'cliente@estancia.pt',
        principal: true,
        observation: '',
        mobile_phone: '+351 912 345 678',
      },
    ],
  },
  /** A second customer, whose orders the first one must not read. */
  joao: {
    username: 'joao@estancia.pt',
    password: 'Joao#2026',
    profile: 'Cliente',
    name: 'João Martins',
    surname: '',
    vat: '999999990',
    marketing: true,
    birthday: null,
    language: 'en',
    addresses: [
      {
        country: 'Portugal',
        location: 'Covilhã',
        village: 'Covilhã',
        municipality: 'Covilhã',
        postal_code: '6200-001',
        address: 'Avenida Frei Heitor Pinto, 3',
        address_detail: '',
        localidade: 'Covilhã',
        place_birth: '',
      },
    ],
    contacts: [
      {
        contactemail: '',
        email: 'joao@estancia.pt',
        principal: true,
        observation: '',
        mobile_phone: '+351 936 111 222',
      },
    ],
  },
  /** The counter (staff). */
  balcao: {
    username: 'balcao@estancia.pt',
    password: 'Balcao#2026',
    profile: 'Colaborador',
    name: 'Balcão Estância',
    surname: '',
    vat: '999999990',
    marketing: false,
    birthday: null,
    language: 'pt',
    addresses: [],
    contacts: [
      { contactemail: '', email: 'balcao@estancia.pt', principal: true, observation: '', mobile_phone: '' },
    ],
  },
} satisfies Record<string, AccountSeed>;

export type AccountKey = keyof typeof ACCOUNT_SEEDS;
