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

/** The most markers spread round one spot; a larger group is drawn as one marker that zooms in. */
export const MAX_SPREAD = 12;

/** How markers are drawn: each lot's offset, or the groups drawn as one marker. */
export interface MarkerLayout {
  /** For each point, the pixel offset to draw its marker at; null inside a group marker. */
  offsets: ([number, number] | null)[];
  /** Points too many to spread round one spot (their indices), each drawn as one marker. */
  groups: number[][];
}

/**
 * Markers whose dots would overlap (closer than `gap` pixels) are spread round a small circle
 * about their group's centre, so each can be seen and clicked. Spreading can move a marker onto a
 * neighbour that was clear of the group; then both groups are spread as one, until no two drawn
 * markers overlap. A group of more than `maxSpread` is not spread (a region's lots, 119 round
 * Manchester and Liverpool, made rings across the sea): it is one marker at its centre, as wide
 * as two dots, that zooms in on them; what it covers joins it.
 */
export function layoutMarkers(
  points: readonly Point[],
  gap: number,
  maxSpread = MAX_SPREAD,
): MarkerLayout {
  // Union-find over the points: each group is spread round its own circle, or drawn as one.
  const parent = points.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const size = () => {
    const counts = new Map<number, number>();
    points.forEach((_, i) => counts.set(root(i), (counts.get(root(i)) ?? 0) + 1));
    return counts;
  };
  let offsets: [number, number][] = points.map(() => [0, 0]);
  let sizes = size();
  const grouped = (i: number) => (sizes.get(root(i)) ?? 1) > maxSpread;
  // Merges only: at most one pass per point, and most maps settle in one or two.
  for (let pass = 0; pass < points.length; pass++) {
    const centres = centresOf(points, root);
    const drawn = points.map((p, i) =>
      grouped(i) ? centres.get(root(i))! : { x: p.x + offsets[i]![0], y: p.y + offsets[i]![1] },
    );
    let merged = false;
    for (let i = 0; i < points.length; i++)
      for (let j = i + 1; j < points.length; j++) {
        const [a, b] = [root(i), root(j)];
        if (a === b) continue;
        // A pixel of slack: neighbours on a circle are `gap` apart before rounding. A group's
        // marker is twice as wide as a dot.
        const clear = grouped(i) || grouped(j) ? 1.5 * gap : gap - 1;
        if (Math.hypot(drawn[i]!.x - drawn[j]!.x, drawn[i]!.y - drawn[j]!.y) < clear) {
          parent[b] = a;
          merged = true;
        }
      }
    if (!merged) break;
    sizes = size();
    offsets = spreadGroups(points, root, gap);
  }
  const groups = new Map<number, number[]>();
  points.forEach((_, i) => {
    if (grouped(i)) groups.set(root(i), [...(groups.get(root(i)) ?? []), i]);
  });
  return {
    offsets: points.map((_, i) => (grouped(i) ? null : offsets[i]!)),
    groups: [...groups.values()],
  };
}

/** Each group's centre (the mean of its points), by its root. */
function centresOf(points: readonly Point[], root: (i: number) => number): Map<number, Point> {
  const sums = new Map<number, { x: number; y: number; n: number }>();
  points.forEach((p, i) => {
    const s = sums.get(root(i)) ?? { x: 0, y: 0, n: 0 };
    sums.set(root(i), { x: s.x + p.x, y: s.y + p.y, n: s.n + 1 });
  });
  return new Map([...sums].map(([k, s]) => [k, { x: s.x / s.n, y: s.y / s.n }]));
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
  const centres = centresOf(points, root);
  for (const [key, group] of groups) {
    if (group.length < 2) continue;
    const { x: cx, y: cy } = centres.get(key)!;
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
