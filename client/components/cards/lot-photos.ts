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

/**
 * What a screen reader hears for each of a lot's photos in its list: the lot's title, and for
 * every photo after the first which one of how many it is. An empty alt made the list's later
 * items silent ("list, 5 items", then nothing); the feeds give no words to describe a photo.
 */
export function lotPhotoAlt(title: string, index: number, count: number, src?: string): string {
  // The placeholder is no picture of the lot: its title read as one was.
  if (src === PLACEHOLDER_IMAGE) return 'No photo yet';
  return index === 0 ? title : `${title}: photo ${index + 1} of ${count}`;
}
