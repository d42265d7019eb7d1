import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

export type SliderApi = NonNullable<UseEmblaCarouselType[1]>;

interface ServiceSliderMotionProps {
  /** The slider's viewport, drawn by ServiceSlider (and by the server) before this loads. */
  viewport: HTMLElement;
  /** Embla's scroll `duration`, which its fade follows (ServiceSlider.tsx). */
  duration: number;
  autoplayMs: number;
  onReady: (api: SliderApi | null) => void;
}

/**
 * What moves the service's pictures: Embla with its fade and autoplay, on the viewport the slider
 * has already drawn. It renders nothing; ServiceSlider loads it once it shows (the first picture
 * needs none of it to paint), and drives it through the API it hands back.
 */
export function ServiceSliderMotion({ viewport, duration, autoplayMs, onReady }: ServiceSliderMotionProps) {
  const [plugins] = useState(() => [Fade(), Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: true, stopOnFocusIn: true })]);
  const [attach, api] = useEmblaCarousel({ loop: true, duration }, plugins);

  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);

  useEffect(() => {
    onReady(api ?? null);
    return () => onReady(null);
  }, [api, onReady]);

  return null;
}
