import { useCallback, useState } from 'react';
import { ConfirmDialog, MessageDialog, type Message, type Question } from '../../../components/ui/dialogs/AlertDialogs.tsx';
import { useAccountTranslation } from '../../../i18n/account-i18n.ts';

/**
 * The message and question dialogs of a form: `show` opens an alert dialog with one message,
 * `ask` a confirm/cancel question; `dialogs` renders them.
 */
export function useDialogs() {
  const { t } = useAccountTranslation();
  const [message, setMessage] = useState<Message | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const show = useCallback((next: Message) => setMessage(next), []);
  const ask = useCallback((next: Question) => setQuestion(next), []);
  const dialogs = (
    <>
      <MessageDialog message={message} okLabel={t('common.ok')} onClose={() => setMessage(null)} />
      <ConfirmDialog question={question} cancelLabel={t('common.cancel')} onClose={() => setQuestion(null)} />
    </>
  );
  return { show, ask, dialogs, open: message !== null || question !== null };
}
