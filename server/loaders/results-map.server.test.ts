import { describe, expect, it } from 'vitest';
import { parseListingQuery } from '#schema/listing-query';
import { circleBox } from '#schema/map-view';
import { placeLike } from '#schema/test-places';
import { mapFrame } from './results-map.server';

const q = (qs: string) => parseListingQuery(new URLSearchParams(qs));
const bounds = { west: -3, south: 50, east: 1, north: 55 };
const leeds = { lat: 53.8, lng: -1.55 };
const place = placeLike;

describe('where the map opens', () => {
  it('on the lots of the search, or the default centre when there are none', () => {
    expect(mapFrame({ q: q('search=flat'), bounds })).toEqual(bounds);
    expect(mapFrame({ q: q('search=flat'), bounds: null })).toBeNull();
  });

  it('on the circle of a place + radius search, even when no lot matches', () => {
    const circle = circleBox(leeds, 10 * 1.609344);
    const p = place({ radiusMiles: 10 });
    expect(mapFrame({ q: q('location=leeds&radius=10'), bounds: null, place: p })).toEqual(circle);
    // Its lots inside the circle: the circle.
    const inside = { west: -1.6, south: 53.75, east: -1.5, north: 53.85 };
    expect(mapFrame({ q: q('location=leeds&radius=10'), bounds: inside, place: p })).toEqual(
      circle,
    );
  });

  it('round a wide place searched with a radius: its land and its lots, not its centre’s circle', () => {
    // Kent within 5 miles opened on the circle round its centre, with none of its 54 lots in view.
    const kent = { west: 0.2, south: 50.9, east: 1.45, north: 51.5 };
    const widened = { west: 0.08, south: 50.83, east: 1.57, north: 51.57 };
    const p = place({ kind: 'county', bbox: widened });
    const frame = mapFrame({ q: q('location=kent&radius=5'), bounds: kent, place: p })!;
    expect(frame.west).toBeLessThanOrEqual(widened.west);
    expect(frame.east).toBeGreaterThanOrEqual(widened.east);
    expect(frame.south).toBeLessThanOrEqual(widened.south);
    expect(frame.north).toBeGreaterThanOrEqual(widened.north);
  });

  it('on the circle around a near point (5 miles unless the URL says)', () => {
    expect(mapFrame({ q: q('near=53.8,-1.55'), bounds })).toEqual(circleBox(leeds, 5 * 1.609344));
    expect(mapFrame({ q: q('near=53.8,-1.55&radius=1'), bounds })).toEqual(
      circleBox(leeds, 1.609344),
    );
  });

  it("round the resolved place: its box, else its centre with the search's or its own radius", () => {
    const box = { west: -1.8, south: 53.7, east: -1.3, north: 53.95 };
    const inBox = { west: -1.7, south: 53.75, east: -1.4, north: 53.9 };
    expect(
      mapFrame({ q: q('location=leeds'), bounds: inBox, place: place({ bbox: box }) }),
    ).toEqual(box);
    // A lot of the place outside its box (Leeds showed 14 of its 15): in view too.
    const stray = { west: -1.7, south: 53.75, east: -1.2, north: 53.9 };
    expect(
      mapFrame({ q: q('location=leeds'), bounds: stray, place: place({ bbox: box }) }),
    ).toEqual({ ...box, east: -1.2 });
    const postcode = place({ kind: 'postcode', radiusMiles: 1 });
    expect(mapFrame({ q: q('location=ls6 2ab'), bounds: null, place: postcode })).toEqual(
      circleBox(leeds, 1.609344),
    );
    expect(mapFrame({ q: q('location=ls6 2ab&radius=5'), bounds: null, place: postcode })).toEqual(
      circleBox(leeds, 5 * 1.609344),
    );
    // A place with only a centre and no radius: the lots found there.
    expect(mapFrame({ q: q('location=leeds'), bounds, place: place({}) })).toEqual(bounds);
  });
});
