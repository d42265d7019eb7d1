import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { cx } from '../cx.ts';
import styles from './dialogs.module.css';

export interface ModalProps {
  title: ReactNode;
  /** Accessible name of the close button (a cross). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** Where focus goes when the dialog closes; the default is the control that opened it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A modal dialog (Radix Dialog): titled, focus kept inside, Escape and the close button close it.
 * Focus starts on its first field (or its first control), and goes back to the control that
 * opened it (Radix does that only for its own Trigger, which these dialogs do not use).
 */
export function ModalPanel({ title, closeLabel, onClose, children, wide, onCloseAutoFocus }: ModalProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={contentRef}
          className={cx(styles.content, wide && styles.wide)}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const field = contentRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            // The caller prevented the default: it puts the focus somewhere else itself.
            const handled = event.defaultPrevented;
            event.preventDefault();
            if (!handled && opener.current?.isConnected) opener.current.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
