import { describe, expect, it } from 'vitest';
import { withoutTrailingSlashes } from './trailing-slashes';

/** The pattern it replaces, as the definition. */
const reference = (path: string) => path.replace(/\/+$/, '');

describe('withoutTrailingSlashes', () => {
  it('removes the slashes a path ends with, as /\\/+$/ did', () => {
    expect(withoutTrailingSlashes('/old-page//')).toBe('/old-page');
    expect(withoutTrailingSlashes('/old-page')).toBe('/old-page');
    expect(withoutTrailingSlashes('/')).toBe('');
    expect(withoutTrailingSlashes('//')).toBe('');
    expect(withoutTrailingSlashes('')).toBe('');
  });

  it('equals the pattern on 2,000 random paths of slashes, letters and dots', () => {
    let seed = 83;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 2000; n++) {
      const path = Array.from({ length: Math.floor(random() * 12) }, () =>
        '//a.'.charAt(Math.floor(random() * 4)),
      ).join('');
      expect(withoutTrailingSlashes(path)).toBe(reference(path));
    }
  });
});
