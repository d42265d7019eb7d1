import type { MenuChild } from '@estancia/resort-contract';

/** What a `MenuItem` resolves from: the upstream menu entry. */
export type MenuItemParent = MenuChild;
