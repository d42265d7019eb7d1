/**
 * The account's public face: the dialogs' context, the pages' forms, the session's signals, and the
 * form kit (fields, their styles, the mutation helpers) the site's other forms are built with.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { AccountDialogsProvider, useAccountDialogs } from './AccountDialogsContext.tsx';
export { default as fieldStyles } from './forms/fields.module.css';
export { CheckboxField, TextField } from './forms/fields.tsx';
export { applyUserErrors, schemaResolver, useMutationPromise } from './forms/form-helpers.ts';
export type { UserErrorLike } from './forms/form-helpers.ts';
export type { FormRules } from './forms/form-rules.ts';
export { PasswordChangeForm } from './PasswordChangeForm.tsx';
export { ProfileForm } from './ProfileForm.tsx';
export { RecoveryCompletionForm } from './RecoveryCompletionForm.tsx';
export { RegistrationForm } from './RegistrationForm.tsx';
export { clearLocalStorage, requestHeaderAccountFocus, takeHeaderAccountFocus, useSessionChanged } from './session.ts';
