/**
 * The home page's public face: the sections its page composes, and their timing.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { BannerSlideshow } from './BannerSlideshow.tsx';
export { CampaignPopup } from './CampaignPopup.tsx';
export { HomeIntro } from './HomeIntro.tsx';
export { HomeVideo } from './HomeVideo.tsx';
export { PartnerLogos } from './PartnerLogos.tsx';
export { PromoBanner } from './PromoBanner.tsx';
export { HOME_TIMING } from './timing.ts';
