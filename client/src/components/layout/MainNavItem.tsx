import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { SmartLink } from '../ui/SmartLink.tsx';
import type { MainNavItem_item$key } from './__generated__/MainNavItem_item.graphql';
import styles from './MainNav.module.css';

interface MainNavItemProps {
  item: MainNavItem_item$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * One top-level menu entry: a link, or (when it has children) a disclosure button and its list
 * (the APG "disclosure navigation" pattern). Down arrow on the button opens the list and moves to
 * its first link; Up/Down/Home/End move through the links; Escape closes and returns to the button.
 * Two levels are shown (the resort's menu has two; a deeper query would pass the gateway's depth
 * limit, which counts fragment spreads).
 */
export function MainNavItem({ item, open, onOpenChange }: MainNavItemProps) {
  const data = useFragment(
    graphql`
      fragment MainNavItem_item on MenuItem {
        title
        link {
          href
          external
        }
        children {
          id
          title
          link {
            href
            external
          }
        }
      }
    `,
    item,
  );
  const submenuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const submenuRef = useRef<HTMLUListElement>(null);

  if (data.children.length === 0) {
    return (
      <li className={styles.item}>
        {data.link ? (
          <SmartLink href={data.link.href} external={data.link.external} className={styles.link}>
            {data.title}
          </SmartLink>
        ) : (
          <span className={styles.link}>{data.title}</span>
        )}
      </li>
    );
  }

  const links = () => Array.from(submenuRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
  const focusLink = (which: 'first' | 'last' | 1 | -1) => {
    const all = links();
    const index = all.findIndex((link) => link === document.activeElement);
    const target =
      which === 'first' ? all[0] : which === 'last' ? all.at(-1) : all[(index + which + all.length) % all.length];
    target?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    onOpenChange(true);
    // The list renders on the next frame when it was closed.
    requestAnimationFrame(() => focusLink(event.key === 'ArrowDown' ? 'first' : 'last'));
  };

  const onSubmenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, 'first' | 'last' | 1 | -1> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    focusLink(move);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onOpenChange(false);
  };

  return (
    <li className={styles.item} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.disclosure}
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {data.title}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="m2 4 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul ref={submenuRef} id={submenuId} className={styles.submenu} hidden={!open} onKeyDown={onSubmenuKeyDown}>
        {data.link && (
          <li>
            <SmartLink href={data.link.href} external={data.link.external} className={styles.sublink}>
              {data.title}
            </SmartLink>
          </li>
        )}
        {data.children.map((child) => (
          <li key={child.id}>
            {child.link ? (
              <SmartLink href={child.link.href} external={child.link.external} className={styles.sublink}>
                {child.title}
              </SmartLink>
            ) : (
              <span className={styles.groupLabel}>{child.title}</span>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
