import { describe, expect, it } from 'vitest';
import { pathWithoutOneTimeParams } from './one-time-params';

describe('pathWithoutOneTimeParams: the way back to a page', () => {
  it('leaves out a form’s one-time outcome and keeps the other parameters byte for byte', () => {
    // The map's "near=51.45,-2.62" came back as "%2C" after signing in: another address.
    expect(
      pathWithoutOneTimeParams('/listings', '?view=map&near=51.45387,-2.62079&saved_search=saved'),
    ).toBe('/listings?view=map&near=51.45387,-2.62079');
    expect(pathWithoutOneTimeParams('/listings/12', '?watch=added&watch_lot=12')).toBe(
      '/listings/12',
    );
    expect(pathWithoutOneTimeParams('/listings', '?saved%5Fsearch=saved&location=leeds')).toBe(
      '/listings?location=leeds',
    );
    expect(pathWithoutOneTimeParams('/', '')).toBe('/');
  });
});
