import type { RenditionWidth } from '#schema/media-renditions';
import { focalClass } from '#schema/media-focal';
import { PHOTO_WIDTHS, ResponsiveImage } from '#client/components/cards/responsive-image';
import type { SectionImageValue } from './shared-schemas';

/**
 * An editor's image in a section: AVIF/WebP renditions for files under /media (library uploads
 * included) picked by `sizes`, cropped by `object-cover` around the image's focal point. Images
 * without a stored size reserve a 4:3 box (their container sets the shape anyway).
 */
export function SectionImage({
  image,
  sizes,
  className,
  priority = false,
  widths = PHOTO_WIDTHS,
}: {
  image: SectionImageValue;
  sizes: string;
  className: string;
  priority?: boolean;
  widths?: readonly RenditionWidth[];
}) {
  return (
    <ResponsiveImage
      src={image.src}
      alt={image.alt}
      width={image.width ?? 1600}
      height={image.height ?? 1200}
      sizes={sizes}
      widths={widths}
      priority={priority}
      pictureClassName="contents"
      className={`${className} ${focalClass(image.focalX ?? 0.5, image.focalY ?? 0.5)}`}
    />
  );
}
