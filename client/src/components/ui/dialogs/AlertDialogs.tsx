import { lazy, Suspense, useState } from 'react';
import type { Message, Question } from './alert-dialog-types.ts';

export type { Message, Question, Tone } from './alert-dialog-types.ts';

// The dialogs' code (Radix, its focus trap and scroll lock) loads the first time one opens, not
// with the page that may show one: it is not on the way to the page's first paint.
const MessagePanel = lazy(() => import('./AlertDialogPanels.tsx').then((module) => ({ default: module.MessageDialogPanel })));
const ConfirmPanel = lazy(() => import('./AlertDialogPanels.tsx').then((module) => ({ default: module.ConfirmDialogPanel })));

/** True from the first time `open` is: the panel then stays, so it can close as Radix closes it. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A message that needs acknowledging (spec 000 §8: error and info dialogs): an alert dialog with
 * a title, the text and one button (AlertDialogPanels.tsx).
 */
export function MessageDialog(props: { message: Message | null; okLabel: string; onClose: () => void }) {
  const opened = useOpenedOnce(props.message !== null);
  return opened ? (
    <Suspense fallback={null}>
      <MessagePanel {...props} />
    </Suspense>
  ) : null;
}

/** A question with confirm and cancel (spec 000 §2: before sending the registration). */
export function ConfirmDialog(props: { question: Question | null; cancelLabel: string; onClose: () => void }) {
  const opened = useOpenedOnce(props.question !== null);
  return opened ? (
    <Suspense fallback={null}>
      <ConfirmPanel {...props} />
    </Suspense>
  ) : null;
}
