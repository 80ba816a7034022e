import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, lotPhotoAlt, lotPhotos } from './lot-photos';

describe('lotPhotos', () => {
  it('keeps this site’s photos, in order', () => {
    expect(lotPhotos(['/media/lots/a.svg', '/media/uploads/b.jpg'])).toEqual([
      '/media/lots/a.svg',
      '/media/uploads/b.jpg',
    ]);
  });

  it('leaves out photos on other servers, which the page could only show broken', () => {
    expect(
      lotPhotos(['https://example.com/hp/1.jpg', '//cdn.example.com/2.jpg', '/media/lots/a.svg']),
    ).toEqual(['/media/lots/a.svg']);
  });

  it('shows the placeholder when nothing is left', () => {
    expect(lotPhotos([])).toEqual([PLACEHOLDER_IMAGE]);
    expect(lotPhotos(['https://example.com/hp/1.jpg'])).toEqual([PLACEHOLDER_IMAGE]);
  });
});

describe('lotPhotoAlt', () => {
  it('names the lot, and which photo after the first', () => {
    expect(lotPhotoAlt('Two-bedroom flat', 0, 3, '/media/lots/a.svg')).toBe('Two-bedroom flat');
    expect(lotPhotoAlt('Two-bedroom flat', 1, 3, '/media/lots/b.svg')).toBe(
      'Two-bedroom flat: photo 2 of 3',
    );
  });

  it('says the placeholder is no photo, not a picture of the lot', () => {
    // Found by a walk: a screen reader heard the lot's title for the "No photo yet" drawing.
    expect(lotPhotoAlt('Two-bedroom flat', 0, 1, PLACEHOLDER_IMAGE)).toBe('No photo yet');
  });
});
