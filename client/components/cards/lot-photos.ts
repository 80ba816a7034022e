export const PLACEHOLDER_IMAGE = '/placeholder-property.svg';

/**
 * The photos of a lot the page can show: this site's own files. A feed may name photos on an
 * auction house's server; the content security policy does not let a page load those, so they are
 * left out (until the feed importer copies them into the media library) rather than shown broken,
 * and a lot with none shows the placeholder.
 */
export function lotPhotos(imageUrls: readonly string[]): string[] {
  const own = imageUrls.filter((src) => src.startsWith('/') && !src.startsWith('//'));
  return own.length ? own : [PLACEHOLDER_IMAGE];
}
