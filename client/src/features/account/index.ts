/**
 * The account's public face: the dialogs' context, the pages' forms and the session's signals.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { AccountDialogsProvider, useAccountDialogs } from './AccountDialogsContext.tsx';
export { PasswordChangeForm } from './PasswordChangeForm.tsx';
export { ProfileForm } from './ProfileForm.tsx';
export { RecoveryCompletionForm } from './RecoveryCompletionForm.tsx';
export { RegistrationForm } from './RegistrationForm.tsx';
export { clearLocalStorage, requestHeaderAccountFocus, takeHeaderAccountFocus, useSessionChanged } from './session.ts';
