/** A box on screen, in CSS pixels (a DOMRect's fields). */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Space kept clear round a town's name, so it never touches another name or a marker. */
export const LABEL_GAP = 4;

/**
 * How far a name may move up or down to clear a marker and still read as its town's: past a group
 * of lots (a 40 px marker) sitting on the town's point, with the gap.
 */
export const LABEL_SHIFT_MAX = 48;

/** Where a town's name goes: drawn or not, and moved by `dy` pixels (down when positive). */
export interface LabelPlace {
  drawn: boolean;
  dy: number;
}

const apart = (a: ScreenBox, b: ScreenBox, gap: number) =>
  a.right + gap <= b.left ||
  b.right + gap <= a.left ||
  a.bottom + gap <= b.top ||
  b.bottom + gap <= a.top;

// Field by field: a DOMRect's fields are getters, which a spread leaves behind.
const shifted = (box: ScreenBox, dy: number): ScreenBox => ({
  left: box.left,
  right: box.right,
  top: box.top + dy,
  bottom: box.bottom + dy,
});

/**
 * Where to draw the town names, largest town first (`labels` in that order). The map's labels are
 * HTML markers, which MapLibre places without its symbol collisions: "Great Sankey" was printed
 * across "Warrington", and the searched town's name lay under the marker of its own lots.
 *
 * - A name under a lot's or a group's marker (`markers`) moves up or down to the nearest place,
 *   up to LABEL_SHIFT_MAX, where it touches no marker and no name (just above or below one of the
 *   markers in its column); if there is none, it stays where it is, under the marker (the marker
 *   is what the visitor clicks).
 * - A name that would touch one already drawn is left out.
 */
export function placeLabels(
  labels: readonly ScreenBox[],
  markers: readonly ScreenBox[] = [],
  gap = LABEL_GAP,
): LabelPlace[] {
  const drawn: ScreenBox[] = [];
  return labels.map((box) => {
    // Not laid out (a hidden map): nothing to judge by.
    if (box.right <= box.left) return { drawn: true, dy: 0 };
    const clear = (b: ScreenBox) => drawn.every((other) => apart(b, other, gap));
    const free = (b: ScreenBox) => clear(b) && markers.every((m) => apart(b, m, gap));
    // Just above or just below any marker in the name's column: where the nearest free spot is.
    const column = markers.filter((m) => m.left < box.right + gap && box.left < m.right + gap);
    const moves = [
      0,
      ...column.flatMap((m) => [m.top - gap - box.bottom, m.bottom + gap - box.top]),
    ]
      .filter((dy) => Math.abs(dy) <= LABEL_SHIFT_MAX)
      .sort((a, b) => Math.abs(a) - Math.abs(b));
    const dy = moves.find((move) => free(shifted(box, move))) ?? (clear(box) ? 0 : null);
    if (dy === null) return { drawn: false, dy: 0 };
    drawn.push(shifted(box, dy));
    return { drawn: true, dy };
  });
}
