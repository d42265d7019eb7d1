/**
 * The hold requests this page made itself. The resort answers every hold, release and extension
 * on the channel too (spec 002 §4 sucesso/erro, as `HoldNotice`), but the page already showed the
 * mutation's own outcome: a notice that arrives while one of its requests is under way, or just
 * after, is that echo and is not shown twice. Notices caused elsewhere (another tab, the desk)
 * still are.
 */
const ECHO_WINDOW_MS = 3000;

let running = 0;
let lastSettled = Number.NEGATIVE_INFINITY;

/** Marks a request as started; call the returned function once it settles. */
export function ownRequestStarted(): () => void {
  running += 1;
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    running -= 1;
    lastSettled = Date.now();
  };
}

/** Whether a notice arriving now may be the echo of this page's own request. */
export function isOwnRequestEcho(now: number = Date.now()): boolean {
  return running > 0 || now - lastSettled < ECHO_WINDOW_MS;
}
