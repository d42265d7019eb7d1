import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from './codes.ts';

export interface FieldError {
  code: ErrorCode;
  /** Path of the field in the input, e.g. ['address', 'postalCode']; empty for the whole form. */
  field: string[];
}

/**
 * One error per field (the first), as codes. An issue zod raised itself (a wrong type) is reported
 * as INCORRECT_REQUEST: the forms never send one, so only a hand-made request sees it.
 */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String);
    const key = field.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ code: isErrorCode(issue.message) ? issue.message : 'INCORRECT_REQUEST', field });
  }
  return errors;
}
