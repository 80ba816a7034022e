import { describe, expect, it } from 'vitest';
import { landBoxes, type CellBox } from './land-boxes';

const cell = (row: number, col: number, lat: number, lng: number): CellBox => ({
  row,
  col,
  west: lng,
  east: lng,
  south: lat,
  north: lat,
});

describe('a wide place’s land as boxes', () => {
  it('keeps each fine cell its own box when few enough: two ends of a county stay apart', () => {
    // Edenbridge in the west, Purfleet in the north: one box had their corner, in London.
    const boxes = landBoxes([cell(1023, 8, 51.19, 0.067), cell(1029, 30, 51.48, 0.24)], 100);
    expect(boxes).toHaveLength(2);
    expect(boxes).toContainEqual({ west: 0.067, east: 0.067, south: 51.19, north: 51.19 });
  });

  it('merges neighbouring cells into wider ones until there are at most the most allowed', () => {
    const cells = Array.from({ length: 40 }, (_, i) => cell(1000, i, 50, i * 0.08));
    const boxes = landBoxes(cells, 10);
    expect(boxes.length).toBeLessThanOrEqual(10);
    expect(boxes.length).toBeGreaterThan(4);
    // Every point is still in a box.
    for (const c of cells)
      expect(boxes.some((b) => b.west <= c.west && c.east <= b.east)).toBe(true);
  });

  it('gives none for no points', () => {
    expect(landBoxes([], 100)).toEqual([]);
  });
});
