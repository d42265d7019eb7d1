/** The header's cart panel, loaded with its menu (load-live-timed-cart.ts says why a file of its own). */
export const loadCartPanel = () => import('./CartPanel.tsx');
