import { describe, expect, it } from 'vitest';
import { applyUserErrors } from './form-helpers.ts';

describe('applyUserErrors', () => {
  const fields = ['name', 'email', 'address.postalCode'] as const;

  it('sets the errors of known fields, focusing the first, and returns the others', () => {
    const calls: Array<[string, string, boolean]> = [];
    const rest = applyUserErrors(
      [
        { code: 'INVALID_POSTAL_CODE', field: ['address', 'postalCode'] },
        { code: 'REQUIRED', field: ['input', 'name'] },
        { code: 'UPDATE_FAILED', field: [] },
        { code: 'TOO_LONG', field: ['nickname'] },
      ],
      (name, error, options) => calls.push([name, String(error.message), Boolean(options?.shouldFocus)]),
      fields,
    );
    expect(calls).toEqual([
      ['address.postalCode', 'INVALID_POSTAL_CODE', true],
      ['name', 'REQUIRED', false],
    ]);
    expect(rest.map((error) => error.code)).toEqual(['UPDATE_FAILED', 'TOO_LONG']);
  });
});
