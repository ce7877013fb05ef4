import { useRef } from 'react';
import { useLazyImage } from './useLazyImage';

/** The class an image gets when every try failed (see src/services/image-loader.ts). */
export const IMAGE_ERROR_CLASS = 'locator-image--error';

/**
 * An image that loads when it comes near the viewport and retries on failure. Until it has loaded it has no src
 * (its address is in data-src), so a broken image is never drawn; after the last failed try it keeps the
 * error class for styling.
 */
export function LazyImage({ src, alt, className }: { src: string; alt: string; className: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const status = useLazyImage(src, ref);
  const classes = [className, 'locator-image', status === 'error' ? IMAGE_ERROR_CLASS : `locator-image--${status}`];
  return <img ref={ref} className={classes.join(' ')} src={status === 'loaded' ? src : undefined} data-src={src} alt={alt} />;
}
