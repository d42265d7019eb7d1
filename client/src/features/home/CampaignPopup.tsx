import { lazy, Suspense, useEffect, useState } from 'react';
import { HOME_TIMING } from './timing.ts';

const CampaignDialog = lazy(async () => ({ default: (await import('./CampaignDialog.tsx')).CampaignDialog }));

/** sessionStorage key: the visitor closed the campaign pop-up during this visit. */
export const CAMPAIGN_DISMISSED_KEY = 'campaign-popup-dismissed';

function dismissed(): boolean {
  try {
    return window.sessionStorage.getItem(CAMPAIGN_DISMISSED_KEY) === '1';
  } catch {
    // A storage the browser refuses to open (privacy modes): the pop-up shows each time.
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.sessionStorage.setItem(CAMPAIGN_DISMISSED_KEY, '1');
  } catch {
    // See above.
  }
}

/**
 * spec 000 §1, §2, §9; spec 002 §1, §2: the gift-voucher (Christmas) campaign pop-up opens by
 * itself about 1000 ms after the testimonials loaded, once per visit. It does not open over
 * another dialog the visitor is using (the testimonial form, the login). Its code loads then.
 */
export function CampaignPopup({ testimonialsLoaded }: { testimonialsLoaded: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!testimonialsLoaded || dismissed()) return undefined;
    const timer = window.setTimeout(() => {
      if (!document.querySelector('[role="dialog"], [role="alertdialog"]')) setOpen(true);
    }, HOME_TIMING.campaignPopupMs);
    return () => window.clearTimeout(timer);
  }, [testimonialsLoaded]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CampaignDialog
        onClose={() => {
          rememberDismissal();
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
