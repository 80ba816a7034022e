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
    expect(mapFrame({ q: q('location=leeds&radius=10'), bounds, place: p })).toEqual(circle);
    expect(mapFrame({ q: q('location=leeds&radius=10'), bounds: null, place: p })).toEqual(circle);
  });

  it('on the circle around a near point (5 miles unless the URL says)', () => {
    expect(mapFrame({ q: q('near=53.8,-1.55'), bounds })).toEqual(circleBox(leeds, 5 * 1.609344));
    expect(mapFrame({ q: q('near=53.8,-1.55&radius=1'), bounds })).toEqual(
      circleBox(leeds, 1.609344),
    );
  });

  it("prefers the resolved place: its box, else its centre with the search's or its own radius", () => {
    const box = { west: -1.8, south: 53.7, east: -1.3, north: 53.95 };
    expect(mapFrame({ q: q('location=leeds'), bounds, place: place({ bbox: box }) })).toEqual(box);
    const postcode = place({ kind: 'postcode', radiusMiles: 1 });
    expect(mapFrame({ q: q('location=ls6 2ab'), bounds, place: postcode })).toEqual(
      circleBox(leeds, 1.609344),
    );
    expect(mapFrame({ q: q('location=ls6 2ab&radius=5'), bounds, place: postcode })).toEqual(
      circleBox(leeds, 5 * 1.609344),
    );
    // A place with only a centre and no radius: the lots found there.
    expect(mapFrame({ q: q('location=leeds'), bounds, place: place({}) })).toEqual(bounds);
  });
});
