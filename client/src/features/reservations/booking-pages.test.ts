import { describe, expect, it } from 'vitest';
import { isBookingPage } from './booking-pages.ts';

describe('booking pages (where the live timed cart runs with nothing held)', () => {
  it('are a service’s slots, the reservation cart and the desk', () => {
    for (const path of ['/reservation/service/41', '/reservation/service/41/', '/reservation/cart', '/desk', '/desk/', '/desk/service/41', '/desk/cart']) {
      expect(isBookingPage(path), path).toBe(true);
    }
  });

  it('are not the listings, the shop, the account or content pages', () => {
    for (const path of ['/', '/reservation/service', '/reservation/wellness', '/reservation/entrance', '/store', '/store/cart', '/client/perfil', '/article/all', '/deskx', '/payment/abc']) {
      expect(isBookingPage(path), path).toBe(false);
    }
  });
});
