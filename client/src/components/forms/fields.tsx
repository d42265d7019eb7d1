import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useErrorText } from '../../i18n/account-i18n.ts';
import styles from './fields.module.css';

interface FieldProps {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** An error code (from zod or the gateway), shown next to the field in the site language. */
  error?: string | undefined;
  required?: boolean;
  hint?: ReactNode;
}

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'readOnly' | 'maxLength' | 'spellCheck'> & {
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

function ErrorIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M8 4.5v4.2M8 11v.4" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The label, and the "*" of a required field (spec 000 §5: required fields are marked) beside it:
 * the mark is for the eyes; assistive technologies hear "required" from the field itself.
 */
function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean | undefined }) {
  return (
    <span className={styles.labelRow}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

/** The error text of a field, referenced by the field's aria-describedby. */
export function FieldError({ id, code }: { id: string; code: string | undefined }) {
  const errorText = useErrorText();
  if (!code) return null;
  return (
    <p id={id} className={styles.error} data-error-code={code}>
      <ErrorIcon />
      {errorText(code)}
    </p>
  );
}

/** What a control's aria-describedby names: the texts given, in order (none: no attribute). */
export function describedBy(...ids: Array<string | false | undefined>) {
  const value = ids.filter(Boolean).join(' ');
  return value || undefined;
}

/** A control's invalid state and what describes it: its hint, if any, and its error text. */
function describing(id: string, hint: ReactNode, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`) } as const;
}

/**
 * A field's frame: its label (`htmlFor` the control's id), the control, then its hint and its
 * error text, whose ids (`{id}-hint`, `{id}-error`) the control's aria-describedby names.
 */
export function FieldFrame({ id, label, required, hint, error, children }: { id: string; label: ReactNode; required?: boolean | undefined; hint?: ReactNode; error: string | undefined; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      {children}
      {hint !== undefined && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} code={error} />
    </div>
  );
}

/** A labelled text input: invalid state and error text for assistive technologies as well. */
export function TextField({ label, registration, error, required, hint, ...input }: FieldProps & InputProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input id={id} className={styles.input} required={required} {...describing(id, hint, error)} {...input} {...registration} />
    </FieldFrame>
  );
}

/**
 * An e-mail input: the e-mail keyboard, no spelling marks, and the address (or, on the login form,
 * the username, which is the address) offered by the browser.
 */
export function EmailField({ autoComplete = 'email', ...props }: FieldProps & Pick<InputProps, 'onKeyDown'> & { autoComplete?: 'email' | 'username' }) {
  return <TextField type="email" autoComplete={autoComplete} inputMode="email" spellCheck={false} {...props} />;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle (spec 000 §2): a toggle button whose pressed state says
 * whether the password is shown; its name stays the same, as toggle buttons' names should.
 */
export function PasswordField({
  label,
  registration,
  error,
  required,
  hint,
  showLabel,
  autoComplete,
  onKeyDown,
}: FieldProps & { showLabel: string; autoComplete: 'current-password' | 'new-password'; onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <div className={styles.passwordWrap}>
        <input
          id={id}
          className={styles.input}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          required={required}
          {...describing(id, hint, error)}
          onKeyDown={onKeyDown}
          {...registration}
        />
        <button type="button" className={styles.toggle} aria-pressed={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
          <EyeIcon crossed={shown} />
          <span className="visually-hidden">{showLabel}</span>
        </button>
      </div>
    </FieldFrame>
  );
}

/** A checkbox with its label beside it; the label may hold a link. */
export function CheckboxField({ label, registration, error, required }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        <Label htmlFor={id} label={label} required={required} />
      </div>
      <FieldError id={`${id}-error`} code={error} />
    </div>
  );
}
