/**
 * The shape of a company code, the `{companycode}` segment of every call (spec 000 §7). One
 * pattern shared by the configuration (COMPANY_CODE) and the path parameters, so a code the
 * API was configured with is always one its routes accept.
 */
export const COMPANY_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export const COMPANY_CODE_EXPECTED = 'a company code (1 to 64 letters, digits, "-" or "_")';
