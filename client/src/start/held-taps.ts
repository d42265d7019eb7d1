/**
 * Taps held while the page was not live yet. A page the server rendered paints before its scripts
 * have run; a tap on one of its controls meanwhile would do nothing, as nothing listens to it yet.
 * The page's first script (client/public/held-taps.js, written into its `<head>` by the gateway)
 * stops such a tap, and marks the control with this attribute and the tap's order: the control
 * shows it is pressed (global.css), and once the page is live each marked control is clicked again,
 * in order, so it does what the visitor asked, exactly once. Links and plain forms are not held:
 * they work without scripts.
 */
export const HELD_TAP = 'data-held-tap';

/** The controls tapped before the page was live, in the order they were tapped. */
export function heldControls(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${HELD_TAP}]`)].sort((a, b) => Number(a.getAttribute(HELD_TAP)) - Number(b.getAttribute(HELD_TAP)));
}

/**
 * Does what each held tap asked, now that the page is live. A control the page no longer has
 * (it rendered that part anew) is let go. Returns how many taps were done.
 */
export function replayHeldTaps(root: HTMLElement): number {
  const held = heldControls(root);
  for (const control of held) control.removeAttribute(HELD_TAP);
  let done = 0;
  for (const control of held) {
    if (!control.isConnected) continue;
    control.click();
    done += 1;
  }
  return done;
}

/** The controls a tap is held on (client/public/held-taps.js holds taps on the same). */
const CONTROLS = 'button, [role="button"], [role="tab"], summary, input[type="checkbox"], input[type="radio"]';

/**
 * Whether React has taken the element over. React takes a page over in parts: a part behind a
 * Suspense boundary whose code or data is still on its way stays the server's markup, and a click
 * on it then is lost (React hydrates such a part at a click only when it can at once). React keeps
 * the props of each element it owns on the element (`__reactProps$…`, react-dom's own mark since
 * version 16): that is the one sign there is.
 */
function reactOwns(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** At most this long after the first render is the page waited for: then it is live as it is. */
const TAKEOVER_LIMIT_MS = 10_000;

/**
 * Runs `then` once the page is taken over whole (every control in `root` is React's, or the limit
 * has passed) and has nothing more to do at once: what its first render started (a carousel
 * measuring itself, a menu getting its data) has rendered, so a replayed tap finds its control as
 * a visitor would.
 */
export function whenTakenOver(root: HTMLElement, then: () => void): void {
  const until = performance.now() + TAKEOVER_LIMIT_MS;
  const idle = (next: () => void) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(next, { timeout: 500 });
    else window.setTimeout(next, 50);
  };
  const check = () => {
    const waiting = [...root.querySelectorAll(CONTROLS)].some((control) => !reactOwns(control));
    if (!waiting || performance.now() > until) then();
    else window.setTimeout(() => idle(check), 50);
  };
  idle(check);
}
