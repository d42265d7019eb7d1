import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { cx } from '../ui/cx.ts';
import type { MainNav_menu$key } from './__generated__/MainNav_menu.graphql';
import { MainNavItem } from './MainNavItem.tsx';
import styles from './MainNav.module.css';

/**
 * The top navigation built from the server's menu structure (spec 000 §2 "Top navigation").
 * Entries with children are disclosure menus; one is open at a time, and it closes on Escape, on a
 * click elsewhere, when focus leaves it, or when a link is followed. Below 1200 px the whole list
 * sits behind a "Menu" button.
 */
export function MainNav({ menu }: { menu: MainNav_menu$key }) {
  const items = useFragment(
    graphql`
      fragment MainNav_menu on MenuItem @relay(plural: true) {
        id
        ...MainNavItem_item
      }
    `,
    menu,
  );
  const { t } = useTranslation();
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [openItem, setOpenItem] = useState<string | null>(null);

  useEffect(() => {
    if (!panelOpen && openItem === null) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setOpenItem(null);
      setPanelOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [panelOpen, openItem]);

  if (items.length === 0) return null;

  const closeAfterFollowingLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) {
      setOpenItem(null);
      setPanelOpen(false);
    }
  };

  return (
    <nav
      ref={navRef}
      aria-label={t('nav.label')}
      className={styles.nav}
      onClick={closeAfterFollowingLink}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && panelOpen && openItem === null) {
          setPanelOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={panelOpen}
        aria-controls={listId}
        onClick={() => setPanelOpen((open) => !open)}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={panelOpen ? 'M5 5l10 10M15 5 5 15' : 'M3 5h14M3 10h14M3 15h14'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('nav.toggle')}
      </button>
      <ul id={listId} className={cx(styles.list, panelOpen && styles.listOpen)}>
        {items.map((item) => (
          <MainNavItem
            key={item.id}
            item={item}
            open={openItem === item.id}
            onOpenChange={(open) => setOpenItem(open ? item.id : null)}
          />
        ))}
      </ul>
    </nav>
  );
}
