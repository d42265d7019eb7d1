import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef } from 'react';
import { cx } from '../cx.ts';
import styles from './dialogs.module.css';
import buttons from '../buttons.module.css';
import type { Message, Question, Tone } from './alert-dialog-types.ts';

/**
 * Radix gives focus back only to its own Trigger; these dialogs open from code, so the element
 * that had the focus when one opened gets it back when it closes (if it is still on the page).
 */
function useOpener() {
  const element = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      element.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    restore: () => {
      if (element.current?.isConnected) element.current.focus();
    },
  };
}

function ToneIcon({ tone }: { tone: Tone }) {
  return (
    <svg className={cx(styles.icon, styles[tone])} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      {tone === 'error' ? (
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      ) : tone === 'success' ? (
        <path d="m7.5 12.5 3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * A message that needs acknowledging (spec 000 §8: error and info dialogs): an alert dialog with
 * a title, the text and one button. Focus starts on the button; closing it runs `afterClose`
 * instead of returning focus to where it was, when the message says where to go on.
 */
export function MessageDialogPanel({ message, okLabel, onClose }: { message: Message | null; okLabel: string; onClose: () => void }) {
  const opener = useOpener();
  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={cx(styles.overlay, styles.alertOverlay)} />
        {message && (
          <AlertDialog.Content
            className={styles.alert}
            data-tone={message.tone}
            onOpenAutoFocus={opener.remember}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (message.afterClose) message.afterClose();
              else opener.restore();
            }}
          >
            <AlertDialog.Title className={cx(styles.alertTitle, styles[message.tone])}>
              <ToneIcon tone={message.tone} />
              {message.title}
            </AlertDialog.Title>
            <AlertDialog.Description className={styles.description}>{message.text}</AlertDialog.Description>
            <div className={styles.actions}>
              <AlertDialog.Action className={buttons.primary}>{okLabel}</AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        )}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A question with confirm and cancel (spec 000 §2: before sending the registration). */
export function ConfirmDialogPanel({ question, cancelLabel, onClose }: { question: Question | null; cancelLabel: string; onClose: () => void }) {
  const opener = useOpener();
  return (
    <AlertDialog.Root open={question !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={cx(styles.overlay, styles.alertOverlay)} />
        {question && (
          <AlertDialog.Content
            className={styles.alert}
            onOpenAutoFocus={opener.remember}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.restore();
            }}
          >
            <AlertDialog.Title className={cx(styles.alertTitle, styles.info)}>
              <ToneIcon tone="info" />
              {question.title}
            </AlertDialog.Title>
            <AlertDialog.Description className={styles.description}>{question.text}</AlertDialog.Description>
            <div className={styles.actions}>
              <AlertDialog.Cancel className={buttons.secondary}>{cancelLabel}</AlertDialog.Cancel>
              <AlertDialog.Action className={buttons.primary} onClick={question.onConfirm}>
                {question.confirmLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        )}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
