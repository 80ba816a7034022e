import { describe, expect, it } from 'vitest';
import { circleBox, formatCamera, parseCamera, parseNear } from './map-view';
import { savedQueryOf } from './saved-search';

describe('the map camera in the URL (at=lat,lng,zoom)', () => {
  it('round-trips and refuses what the map cannot show', () => {
    const camera = { lat: 53.80079, lng: -1.54912, zoom: 11.5 };
    expect(parseCamera(formatCamera(camera))).toEqual(camera);
    for (const bad of ['53.8,-1.5', '53.8,-1.5,30', '53.8,-1.5,1', '95,0,8', 'a,b,c', '1e1,0,8'])
      expect(parseCamera(bad), bad).toBeUndefined();
  });
});

describe('circleBox', () => {
  it('spans the radius each way (wider in longitude away from the equator)', () => {
    const box = circleBox({ lat: 53.8, lng: -1.55 }, 8);
    expect(box.north - 53.8).toBeCloseTo(8 / 111.32, 6);
    expect(53.8 - box.south).toBeCloseTo(8 / 111.32, 6);
    expect(box.east - -1.55).toBeGreaterThan(box.north - 53.8);
  });
});

describe('a near search, saved', () => {
  it('is stored as lat,lng: the spelling of the URL it came from', () => {
    expect(savedQueryOf(new URLSearchParams('near=53.8167,-1.5747&view=map'))).toEqual({
      near: '53.8167,-1.5747',
    });
  });
});

describe('a near point in the URL (near=lat,lng)', () => {
  it('reads two plain decimals inside the UK and ignores anything else', () => {
    expect(parseNear('53.80080,-1.54910')).toEqual([53.8008, -1.5491]);
    for (const bad of [null, '', '53.8', '53.8,-1.5,2', '40.7,-74.0', 'a,b', '1e1,0', '53.8,-1.5 '])
      expect(parseNear(bad), String(bad)).toBeUndefined();
  });
});
