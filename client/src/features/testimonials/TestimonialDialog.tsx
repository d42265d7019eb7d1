import { useRef, useState } from 'react';
import { MessageDialog } from '../../components/ui/dialogs/AlertDialogs.tsx';
import { Modal } from '../../components/ui/dialogs/Modal.tsx';
import { useFormsTranslation } from '../../i18n/forms-i18n.ts';
import { TestimonialForm } from './TestimonialForm.tsx';

/**
 * The testimonial form in a modal dialog (focus kept inside, Escape closes). Once the testimonial
 * is received, the form gives way to a message that it will be shown after review (spec 002 §4).
 * `onClose` runs when the visitor is done, and puts the focus back where they were.
 */
export function TestimonialDialog({ onClose }: { onClose: () => void }) {
  const { t } = useFormsTranslation();
  const [received, setReceived] = useState(false);
  const receivedRef = useRef(false);
  if (received) {
    return (
      <MessageDialog
        message={{ title: t('testimonial.receivedTitle'), text: t('testimonial.receivedText'), tone: 'success', afterClose: onClose }}
        okLabel={t('common.ok')}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal
      title={t('testimonial.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        // The form gives way to the message dialog, which takes the focus.
        if (receivedRef.current) event.preventDefault();
      }}
    >
      <TestimonialForm
        onSubmitted={() => {
          receivedRef.current = true;
          setReceived(true);
        }}
      />
    </Modal>
  );
}
