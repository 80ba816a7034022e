import { preload } from 'react-dom';
import {
  hasRenditions,
  renditionSrcSet,
  renditionUrl,
  type RenditionWidth,
} from '#schema/media-renditions';

/** Lot photos: 4:3, from a phone tile up to the lot page's hero on a wide, dense screen. */
export const PHOTO_WIDTHS: readonly RenditionWidth[] = [320, 480, 640, 800, 1200, 1600];
/** Auction-house logos: square, shown at 24–48 CSS px. */
export const LOGO_WIDTHS: readonly RenditionWidth[] = [48, 96, 160];

/**
 * An image with its intrinsic size (no layout shift) and, for files under /media, AVIF and WebP
 * renditions the browser picks from by `sizes`. `priority` is for the page's largest image above
 * the fold: preloaded from the head and fetched at once; every other image loads lazily.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  widths,
  priority = false,
  className,
  pictureClassName,
}: {
  src: string;
  alt: string;
  /** Intrinsic width and height (their ratio is what reserves the space). */
  width: number;
  height: number;
  sizes: string;
  widths: readonly RenditionWidth[];
  priority?: boolean;
  className?: string;
  /** On the `<picture>` wrapper (`contents` lets the image itself be the grid or flex item). */
  pictureClassName?: string;
}) {
  const loading = priority
    ? ({ fetchPriority: 'high', loading: 'eager' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  if (!hasRenditions(src)) {
    if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
    return (
      <img src={src} alt={alt} width={width} height={height} className={className} {...loading} />
    );
  }
  const fallback = widths.find((w) => w >= width / 2) ?? widths[widths.length - 1]!;
  // The page's largest image is asked for from the head, ahead of the page's scripts (React puts
  // high-priority image preloads first); browsers without AVIF skip it and read the <picture>.
  if (priority)
    preload(renditionUrl(src, fallback, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: renditionSrcSet(src, widths, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={renditionSrcSet(src, widths, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={renditionSrcSet(src, widths, 'webp')} sizes={sizes} />
      <img
        src={renditionUrl(src, fallback, 'webp')}
        alt={alt}
        width={width}
        height={height}
        className={className}
        {...loading}
      />
    </picture>
  );
}
