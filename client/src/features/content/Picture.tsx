import { useState } from 'react';
import placeholderUrl from './placeholder.svg';

export interface PictureSource {
  readonly src: string;
  readonly srcSet: string;
  readonly alt: string;
}

interface PictureProps {
  /** The picture in one size (its `src` and `srcSet` for that size); null shows the placeholder. */
  image: PictureSource | null | undefined;
  /** The `sizes` attribute: how wide the picture is drawn, so the browser picks a width from `srcSet`. */
  sizes: string;
  /** Intrinsic size of the crop (spec 000 §9: 450x300 thumbnails, 960x540 article pictures). */
  width: number;
  height: number;
  /** Pictures below the fold wait until they are scrolled near; the main picture of a page does not. */
  lazy: boolean;
  className?: string;
}

/**
 * A picture from the resort's image service, with the placeholder of spec 000 §2 when there is
 * none or it fails to load. The alternative text is the server's (`Image.alt`); the placeholder is
 * decorative.
 */
export function Picture({ image, sizes, width, height, lazy, className }: PictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!image || !image.src || image.src === failedSrc) {
    return <img className={className} src={placeholderUrl} width={width} height={height} alt="" />;
  }
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={sizes}
      width={width}
      height={height}
      alt={image.alt}
      loading={lazy ? 'lazy' : 'eager'}
      fetchPriority={lazy ? 'auto' : 'high'}
      decoding="async"
      onError={() => setFailedSrc(image.src)}
    />
  );
}
