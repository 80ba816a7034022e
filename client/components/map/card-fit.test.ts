import { describe, expect, it } from 'vitest';
import { panToFit, layoutMarkers, MAX_SPREAD, type Point } from './card-fit';

const frame = { left: 17, top: 327, right: 358, bottom: 812 };

/** Each marker's offset, when every marker is drawn on its own (none in a group marker). */
function spreadOffsets(points: readonly Point[], gap: number): [number, number][] {
  const { offsets, groups } = layoutMarkers(points, gap);
  expect(groups).toEqual([]);
  return offsets.map((o) => o!);
}

describe('panToFit', () => {
  it('leaves a card that is inside the map where it is', () => {
    expect(panToFit({ left: 40, top: 400, right: 316, bottom: 700 }, frame, 8)).toEqual([0, 0]);
  });

  it('pans a card running past the right edge (a phone: x 162-438, map ends 358) back in', () => {
    const [x, y] = panToFit({ left: 162, top: 400, right: 438, bottom: 700 }, frame, 8);
    expect([x, y]).toEqual([88, 0]);
    // panBy(+x) moves the card x pixels left: it now ends 8 px inside the map.
    expect(438 - x).toBe(frame.right - 8);
  });

  it('pans a card hidden by the top edge down into view', () => {
    expect(panToFit({ left: 40, top: -92, right: 316, bottom: 428 }, frame, 8)).toEqual([0, -427]);
  });

  it('keeps the top left corner (photo, title, close) of a card larger than the map in view', () => {
    const [x, y] = panToFit({ left: 100, top: 340, right: 500, bottom: 900 }, frame, 8);
    expect(100 - x).toBe(frame.left + 8);
    expect(340 - y).toBe(frame.top + 8);
  });
});

describe('layoutMarkers', () => {
  it('leaves markers on their own where they are', () => {
    expect(
      spreadOffsets(
        [
          { x: 0, y: 0 },
          { x: 100, y: 0 },
        ],
        28,
      ),
    ).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('spreads two markers 8 px apart until they are a marker apart', () => {
    const points = [
      { x: 572, y: 534 },
      { x: 580, y: 542 },
    ];
    const drawn = spreadOffsets(points, 28).map(([dx, dy], i) => ({
      x: points[i]!.x + dx,
      y: points[i]!.y + dy,
    }));
    expect(Math.hypot(drawn[0]!.x - drawn[1]!.x, drawn[0]!.y - drawn[1]!.y)).toBeGreaterThanOrEqual(
      27,
    );
  });

  it('spreads three markers at one spot so that no two overlap', () => {
    const points = [
      { x: 10, y: 10 },
      { x: 10, y: 10 },
      { x: 11, y: 10 },
    ];
    const drawn = spreadOffsets(points, 28).map(([dx, dy], i) => [
      points[i]!.x + dx,
      points[i]!.y + dy,
    ]);
    for (let i = 0; i < 3; i++)
      for (let j = i + 1; j < 3; j++)
        expect(
          Math.hypot(drawn[i]![0]! - drawn[j]![0]!, drawn[i]![1]! - drawn[j]![1]!),
        ).toBeGreaterThanOrEqual(27);
  });

  it('a spread marker never lands on a neighbour left where it was: the two groups are spread as one', () => {
    // A and B overlap and are spread apart; C is a marker's width from B, so B's new place was C's
    // (Manchester's map on 29 November: two dots hidden under others).
    const points = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 40, y: 0 },
      { x: 200, y: 200 },
    ];
    const offsets = spreadOffsets(points, 28);
    const drawn = offsets.map(([dx, dy], i) => [points[i]!.x + dx, points[i]!.y + dy]);
    for (let i = 0; i < drawn.length; i++)
      for (let j = i + 1; j < drawn.length; j++)
        expect(
          Math.hypot(drawn[i]![0]! - drawn[j]![0]!, drawn[i]![1]! - drawn[j]![1]!),
          `${i} and ${j}`,
        ).toBeGreaterThanOrEqual(27);
    // The marker far from the others stays where it is.
    expect(offsets[3]).toEqual([0, 0]);
  });

  it('draws a crowd too large to spread round one spot as one group marker, and what it covers joins it', () => {
    // A region's lots round one city, at region zoom: before, a ring of 40 dots ran into the sea.
    const crowd = Array.from({ length: 40 }, (_, i) => ({ x: 200 + (i % 7) * 3, y: 300 + i }));
    const near = { x: 240, y: 320 }; // under the group's marker once drawn
    const far = { x: 600, y: 100 };
    const pair = [
      { x: 600, y: 400 },
      { x: 605, y: 400 },
    ];
    const { offsets, groups } = layoutMarkers([...crowd, near, far, ...pair], 28);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.sort((a, b) => a - b)).toEqual(Array.from({ length: 41 }, (_, i) => i));
    expect(offsets.slice(0, 41).every((o) => o === null)).toBe(true);
    // A marker far from it stays where it is; a pair is spread as before.
    expect(offsets[41]).toEqual([0, 0]);
    const [a, b] = [offsets[42]!, offsets[43]!];
    expect(Math.hypot(600 + a[0] - 605 - b[0], a[1] - b[1])).toBeGreaterThanOrEqual(27);
  });

  it(`spreads a group of ${MAX_SPREAD} and draws one more as a group marker`, () => {
    const at = (n: number) => Array.from({ length: n }, () => ({ x: 50, y: 50 }));
    expect(layoutMarkers(at(MAX_SPREAD), 28).groups).toEqual([]);
    expect(layoutMarkers(at(MAX_SPREAD + 1), 28).groups).toHaveLength(1);
  });
});
