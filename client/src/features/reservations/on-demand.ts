/**
 * The header's cart panel and live timed cart, loaded only when needed (the route JavaScript
 * budget, e2e/route-javascript.spec.ts). The reservation cart's payment step has a file of its own
 * (payment-on-demand.ts): a bundler places a file in one chunk whole, so a loader here would ride
 * along with the header on every page.
 */
export const loadCartPanel = () => import('./CartPanel.tsx');
export const loadLiveTimedCart = () => import('./LiveTimedCart.tsx');
