import { useCallback, useState } from 'react';
import { ConfirmDialog, MessageDialog, type Message, type Question } from '../../../components/ui/dialogs/AlertDialogs.tsx';
import { useAccountTranslation, useErrorText, useErrorTextsReady } from '../../../i18n/account-i18n.ts';

/**
 * A message with its text, or with the error code whose text it shows: the code's text is looked
 * up when the dialog draws, once the error catalogue is here (it downloads on demand, and a check
 * made in the browser can fail before it has arrived).
 */
export type FormMessage = Message | (Omit<Message, 'text'> & { errorCode: string });

/**
 * The message and question dialogs of a form: `show` opens an alert dialog with one message,
 * `ask` a confirm/cancel question; `dialogs` renders them.
 */
export function useDialogs() {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const errorTextsReady = useErrorTextsReady();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const show = useCallback((next: FormMessage) => setMessage(next), []);
  const shown: Message | null = message && 'errorCode' in message ? (errorTextsReady ? { ...message, text: errorText(message.errorCode) } : null) : message;
  const ask = useCallback((next: Question) => setQuestion(next), []);
  const dialogs = (
    <>
      <MessageDialog message={shown} okLabel={t('common.ok')} onClose={() => setMessage(null)} />
      <ConfirmDialog question={question} cancelLabel={t('common.cancel')} onClose={() => setQuestion(null)} />
    </>
  );
  return { show, ask, dialogs, open: message !== null || question !== null };
}
