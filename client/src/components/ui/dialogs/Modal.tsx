import { lazy, Suspense } from 'react';
import type { ModalProps } from './ModalPanel.tsx';

// Radix Dialog and its focus trap load when a dialog first opens, not with the page (ModalPanel.tsx).
const Panel = lazy(() => import('./ModalPanel.tsx').then((module) => ({ default: module.ModalPanel })));

/**
 * A modal dialog: titled, focus kept inside, Escape and the close button close it (ModalPanel.tsx).
 * Rendered only while open, so its code is asked for as it opens.
 */
export function Modal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
