import { useCallback, useState, type ReactNode } from 'react';

/**
 * A polite live region for what changed without a page change (the cart's quantities): screen
 * readers hear "Forfait 1 dia: 2 in the cart" after pressing plus.
 */
export function useAnnouncer(): [announce: (text: string) => void, region: ReactNode] {
  const [text, setText] = useState('');
  const announce = useCallback((next: string) => {
    // The same text twice in a row is still announced: the region is emptied first.
    setText('');
    window.setTimeout(() => setText(next), 50);
  }, []);
  const region = (
    <div className="visually-hidden" role="status" aria-live="polite">
      {text}
    </div>
  );
  return [announce, region];
}
