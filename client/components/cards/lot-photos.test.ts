import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, lotPhotos } from './lot-photos';

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
