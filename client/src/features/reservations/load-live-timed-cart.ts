/**
 * The live timed cart, loaded only when it first has to run (the route JavaScript budget,
 * e2e/route-javascript.spec.ts). A loader a file: a bundler places a file in one chunk whole, so
 * loaders sharing a file would each ride along wherever one of them is used.
 */
export const loadLiveTimedCart = () => import('./LiveTimedCart.tsx');
