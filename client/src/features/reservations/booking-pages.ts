import { matchPath } from 'react-router-dom';

/**
 * The pages that make or sell holds (spec 002 §2): a service's slots, the reservation cart with
 * its checkout steps, and the desk (its listing, a service's slots and its cart). On these the
 * live timed cart runs even while nothing is held yet. The listings (`/reservation/service`,
 * `/reservation/wellness`, `/reservation/entrance`) only link on or fill the browser cart.
 */
const BOOKING_PATTERNS = ['/reservation/service/:serviceId', '/reservation/cart', '/desk', '/desk/*'] as const;

/** Whether a path (`location.pathname`) is one of the booking pages. */
export function isBookingPage(pathname: string): boolean {
  return BOOKING_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}
