import { describe, expect, it } from 'vitest';
import { loginSchema, passwordChangeSchema, profileSchema, recoveryCompletionSchema, registrationSchema } from './accounts.ts';
import { fieldErrors } from './issues.ts';

const errors = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

const registration = {
  name: 'Maria',
  mobilePhone: '',
  email: 'Maria@Example.pt',
  password: 'neve-2026!',
  passwordConfirmation: 'neve-2026!',
  termsAccepted: true,
  marketingConsent: false,
};

describe('registration (spec 000 §5)', () => {
  it('accepts a complete form and keeps the e-mail as the lower-cased username', () => {
    const parsed = registrationSchema.parse(registration);
    expect(parsed.email).toBe('maria@example.pt');
    expect(parsed.marketingConsent).toBe(false);
  });

  it('requires name, e-mail, password, confirmation and terms', () => {
    const result = registrationSchema.safeParse({ ...registration, name: ' ', email: '', password: '', passwordConfirmation: '', termsAccepted: false });
    expect(errors(result)).toEqual(
      expect.arrayContaining([
        { code: 'REQUIRED', field: ['name'] },
        { code: 'REQUIRED', field: ['email'] },
        { code: 'REQUIRED', field: ['password'] },
        { code: 'REQUIRED', field: ['passwordConfirmation'] },
        { code: 'TERMS_REQUIRED', field: ['termsAccepted'] },
      ]),
    );
  });

  it.each(['maria', 'maria@', 'maria@example', 'maria@example.p', 'maria@example.portugal', 'ma ria@example.pt'])(
    'refuses the e-mail %s (local part, @, domain, 2 to 4 letters)',
    (email) => {
      expect(errors(registrationSchema.safeParse({ ...registration, email }))).toEqual([{ code: 'INVALID_EMAIL', field: ['email'] }]);
    },
  );

  it('refuses a confirmation that differs from the password', () => {
    expect(errors(registrationSchema.safeParse({ ...registration, passwordConfirmation: 'other-pass' }))).toEqual([
      { code: 'PASSWORD_MISMATCH', field: ['passwordConfirmation'] },
    ]);
  });

  it('refuses overlong fields and wrong types with codes, never a crash', () => {
    expect(errors(registrationSchema.safeParse({ ...registration, name: 'x'.repeat(121) }))).toEqual([{ code: 'TOO_LONG', field: ['name'] }]);
    expect(errors(registrationSchema.safeParse({ ...registration, name: 42 }))).toEqual([{ code: 'REQUIRED', field: ['name'] }]);
    expect(errors(registrationSchema.safeParse({ ...registration, password: 'short' }))).toEqual(
      expect.arrayContaining([{ code: 'PASSWORD_TOO_SHORT', field: ['password'] }]),
    );
  });
});

describe('the other account forms', () => {
  it('login needs a username and a password, and reads the username in lower case', () => {
    expect(errors(loginSchema.safeParse({ username: ' ', password: '' }))).toEqual([
      { code: 'REQUIRED', field: ['username'] },
      { code: 'REQUIRED', field: ['password'] },
    ]);
    expect(loginSchema.parse({ username: ' Maria@Example.PT ', password: 'x' }).username).toBe('maria@example.pt');
  });

  it('recovery needs matching passwords (spec 000 §5)', () => {
    expect(errors(recoveryCompletionSchema.safeParse({ code: 'abc', password: 'neve-2026!', passwordConfirmation: 'neve-2027!' }))).toEqual([
      { code: 'PASSWORD_MISMATCH', field: ['passwordConfirmation'] },
    ]);
  });

  it('profile needs name and e-mail; the rest is optional', () => {
    const base = { name: 'Maria', surname: '', email: 'maria@example.pt', mobilePhone: '', vatNumber: '', address: {}, marketingConsent: true };
    expect(profileSchema.safeParse(base).success).toBe(true);
    expect(errors(profileSchema.safeParse({ ...base, name: '', email: 'maria' }))).toEqual([
      { code: 'REQUIRED', field: ['name'] },
      { code: 'INVALID_EMAIL', field: ['email'] },
    ]);
  });

  it('a new password must match its confirmation', () => {
    expect(errors(passwordChangeSchema.safeParse({ currentPassword: 'a', newPassword: 'neve-2026!', newPasswordConfirmation: 'x' }))).toEqual([
      { code: 'PASSWORD_MISMATCH', field: ['newPasswordConfirmation'] },
    ]);
  });
});
