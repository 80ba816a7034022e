import { describe, expect, it } from 'vitest';
import { fileKeyOf, fileKeysIn, mediaSrc } from './media-library';

const KEY = `${'a'.repeat(64)}.jpg`;
const OTHER = `${'b'.repeat(64)}.webp`;

describe('library image addresses', () => {
  it('reads the file key of a library image, and nothing else', () => {
    expect(fileKeyOf(mediaSrc(KEY))).toBe(KEY);
    expect(fileKeyOf('/images/hero.jpg')).toBeNull();
    expect(fileKeyOf(mediaSrc('short.jpg'))).toBeNull();
  });

  it('finds every library image a document names, once each', () => {
    const document = JSON.stringify({
      sections: [{ image: { src: mediaSrc(KEY) } }, { image: { src: mediaSrc(OTHER) } }],
      seo: { image: mediaSrc(KEY) },
      other: '/images/hero.jpg',
    });
    expect(fileKeysIn(document)).toEqual([KEY, OTHER]);
    expect(fileKeysIn('no images here')).toEqual([]);
  });
});
