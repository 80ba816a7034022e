import { describe, expect, it } from 'vitest';
import { MAP_DEFAULTS, cellSize, clusterZoom, effectiveZoom, validateBbox } from './map.server';

const UK = { west: -8, south: 49.9, east: 2, north: 58.7 };

describe('map rules', () => {
  it('derives the zoom from the box width (as if 4 tiles wide) unless given', () => {
    expect(effectiveZoom(UK, undefined)).toBe(7);
    expect(effectiveZoom({ west: -0.2, south: 51.4, east: 0, north: 51.6 }, null)).toBe(12);
    expect(effectiveZoom({ west: 0, south: 0, east: 0, north: 0 }, null)).toBe(22);
    expect(effectiveZoom(UK, 9)).toBe(9);
    expect(() => effectiveZoom(UK, 23)).toThrow('zoom must be a whole number from 0 to 22.');
  });

  it('uses world-fixed cells of 360 / (2^zoom * 4) degrees', () => {
    expect(cellSize(0, MAP_DEFAULTS)).toBe(90);
    expect(cellSize(6, MAP_DEFAULTS)).toBe(1.40625);
  });

  it('coarsens the grid when the box would hold too many cells', () => {
    expect(clusterZoom(UK, 7, MAP_DEFAULTS)).toBe(7);
    const z = clusterZoom(UK, 14, MAP_DEFAULTS);
    expect(z).toBeLessThan(14);
    const cell = cellSize(z, MAP_DEFAULTS);
    expect(
      Math.ceil((UK.east - UK.west) / cell + 1) * Math.ceil((UK.north - UK.south) / cell + 1),
    ).toBeLessThanOrEqual(MAP_DEFAULTS.maxCells * 2);
  });

  it('validates the box', () => {
    expect(() => validateBbox(UK)).not.toThrow();
    expect(() => validateBbox({ ...UK, west: 5 })).toThrow(
      'bbox west must not be greater than east.',
    );
    expect(() => validateBbox({ ...UK, south: -91 })).toThrow(
      'bbox latitudes must be between -90 and 90.',
    );
  });
});
