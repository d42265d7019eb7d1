/**
 * The home page's timings (spec 000 §2 "Home screen", §9; spec 002 §2, §9), named once.
 * The loaders' timings are in components/ui/PageLoader.timing.ts.
 */
export const HOME_TIMING = {
  /** spec 000 §9: the banner slideshow changes slide every 8000 ms ... */
  slideshowMs: 8000,
  /** ... with a 2000 ms fade. */
  slideshowFadeMs: 2000,
  /** spec 000 §2: carousels in general advance every 5000 ms ... */
  carouselMs: 5000,
  /** ... the partner logos every 7000 ms ... */
  partnersMs: 7000,
  /** ... and the testimonials every 8000 ms. */
  testimonialsMs: 8000,
  /** spec 000 §9, spec 002 §2: the campaign pop-up opens about 1000 ms after the testimonials loaded. */
  campaignPopupMs: 1000,
} as const;
