/** Pixel geometry for the map's lot card and markers (no MapLibre here, so it is unit-tested). */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Point {
  x: number;
  y: number;
}

/** How far one side of `inner` must move to sit inside [min, max]; the start edge wins a tie. */
function shiftInto(start: number, end: number, min: number, max: number): number {
  if (start < min) return start - min;
  if (end > max) return Math.min(end - max, start - min);
  return 0;
}

/**
 * The [x, y] to give `map.panBy` so `card` ends up inside `frame` with `margin` to spare; [0, 0]
 * when it is already inside. Panning by +x moves everything on the map x pixels to the left. A
 * card larger than the frame keeps its top left corner (photo, title and close button) in view.
 */
export function panToFit(card: Box, frame: Box, margin: number): [number, number] {
  return [
    shiftInto(card.left, card.right, frame.left + margin, frame.right - margin),
    shiftInto(card.top, card.bottom, frame.top + margin, frame.bottom - margin),
  ];
}

/**
 * Markers whose dots would overlap (closer than `gap` pixels) are spread round a small circle
 * about their group's centre, so each can be seen and clicked. Spreading can move a marker onto a
 * neighbour that was clear of the group; then both groups are spread as one, until no two drawn
 * markers overlap. Returns, for each point, the pixel offset to draw its marker at ([0, 0] for a
 * marker on its own).
 */
export function spreadOffsets(points: readonly Point[], gap: number): [number, number][] {
  // Union-find over the points: each group is spread round its own circle.
  const parent = points.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  let offsets: [number, number][] = points.map(() => [0, 0]);
  // Merges only: at most one pass per point, and most maps settle in one or two.
  for (let pass = 0; pass < points.length; pass++) {
    const drawn = points.map((p, i) => ({ x: p.x + offsets[i]![0], y: p.y + offsets[i]![1] }));
    let merged = false;
    for (let i = 0; i < points.length; i++)
      for (let j = i + 1; j < points.length; j++) {
        const [a, b] = [root(i), root(j)];
        // A pixel of slack: neighbours on a circle are `gap` apart before rounding.
        if (a !== b && Math.hypot(drawn[i]!.x - drawn[j]!.x, drawn[i]!.y - drawn[j]!.y) < gap - 1) {
          parent[b] = a;
          merged = true;
        }
      }
    if (!merged) break;
    offsets = spreadGroups(points, root, gap);
  }
  return offsets;
}

/** Each group of two or more round a circle about its centre, neighbours `gap` apart. */
function spreadGroups(
  points: readonly Point[],
  root: (i: number) => number,
  gap: number,
): [number, number][] {
  const groups = new Map<number, number[]>();
  points.forEach((_, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), i]));
  const offsets: [number, number][] = points.map(() => [0, 0]);
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const cx = group.reduce((s, k) => s + points[k]!.x, 0) / group.length;
    const cy = group.reduce((s, k) => s + points[k]!.y, 0) / group.length;
    // Neighbours on a circle are `gap` apart: the chord of 2π/n at radius r is 2r·sin(π/n).
    const radius = gap / (2 * Math.sin(Math.PI / Math.max(2, group.length)));
    group.forEach((k, n) => {
      const angle = Math.PI + (2 * Math.PI * n) / group.length;
      offsets[k] = [
        Math.round(cx + radius * Math.cos(angle) - points[k]!.x),
        Math.round(cy + radius * Math.sin(angle) - points[k]!.y),
      ];
    });
  }
  return offsets;
}
