import type { Page } from '@playwright/test';

/** Where the home page remembers, for the visit, that the campaign pop-up was closed (CampaignPopup.tsx). */
export const CAMPAIGN_DISMISSED_KEY = 'campaign-popup-dismissed';

/**
 * Marks the campaign pop-up as already closed for this visit. It opens about 1 s after the home
 * page's testimonials load (spec 000 §2) and, as a modal, would take clicks meant for the page in
 * specs about something else; e2e/home-blocks.spec.ts checks the pop-up itself.
 */
export async function dismissCampaignPopup(page: Page): Promise<void> {
  // Init scripts run in every frame; the home page's video is a sandboxed frame without storage.
  await page.addInitScript((key) => {
    if (window === window.top) window.sessionStorage.setItem(key, '1');
  }, CAMPAIGN_DISMISSED_KEY);
}
