import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MapStatusCaption } from './map-status';

const caption = (total: number) =>
  renderToStaticMarkup(
    <MapStatusCaption total={total} status={{ state: 'pending' }} onShowAll={null} />,
  ).replace(/<[^>]+>/g, ' ');

describe('the map’s caption', () => {
  it('says how many lots match, in good English for one', () => {
    // "1 lot match this search." was on the map of a one-lot search.
    expect(caption(1)).toContain('1 lot matches this search.');
    expect(caption(2_431)).toContain('2,431 lots match this search.');
    expect(caption(0)).toContain('No lots match this search.');
  });
});
