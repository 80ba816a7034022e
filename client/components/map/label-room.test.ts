import { describe, expect, it } from 'vitest';
import { LABEL_SHIFT_MAX, placeLabels } from './label-room';

const box = (left: number, top: number, width = 60, height = 16) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

const drawn = (places: { drawn: boolean }[]) => places.map((p) => p.drawn);

describe('placeLabels', () => {
  it('draws names that stand apart where they are', () => {
    expect(placeLabels([box(0, 0), box(100, 0), box(0, 40)])).toEqual([
      { drawn: true, dy: 0 },
      { drawn: true, dy: 0 },
      { drawn: true, dy: 0 },
    ]);
  });

  it('leaves out a smaller town whose name would cross a larger one drawn before it', () => {
    // Warrington first (the larger town), then Great Sankey printed across it.
    expect(drawn(placeLabels([box(300, 720, 70), box(296, 722, 80)]))).toEqual([true, false]);
  });

  it('keeps a gap: names closer than it are crowded, at it they are apart', () => {
    expect(drawn(placeLabels([box(0, 0), box(62, 0)], [], 4))).toEqual([true, false]);
    expect(drawn(placeLabels([box(0, 0), box(64, 0)], [], 4))).toEqual([true, true]);
    expect(drawn(placeLabels([box(0, 0), box(0, 18)], [], 4))).toEqual([true, false]);
  });

  it('judges a name against those drawn, not those left out', () => {
    // B crosses A and is left out; C crosses only B, so it is drawn.
    expect(drawn(placeLabels([box(0, 0), box(50, 0), box(110, 0)]))).toEqual([true, false, true]);
  });

  it('moves a name out from under a marker, to the nearer side', () => {
    // A 40 px group marker from y 100 to 140, a name 16 px high. At 126–142, 18 px down clears
    // it (rather than 46 up); at 98–114, 18 px up does; at 110–126, 30 px up beats 34 down.
    const group = box(0, 100, 40, 40);
    expect(placeLabels([box(-10, 126)], [group])).toEqual([{ drawn: true, dy: 18 }]);
    expect(placeLabels([box(-10, 98)], [group])).toEqual([{ drawn: true, dy: -18 }]);
    expect(placeLabels([box(-10, 110)], [group])).toEqual([{ drawn: true, dy: -30 }]);
  });

  it('moves a name past a second marker when the first free place is beyond it', () => {
    // A name at 100–116 on a group at 100–140, a lot's dot above at 84–100: 20 px up lands on
    // the dot, 36 up, above the dot, is free and nearer than 44 down.
    const group = box(0, 100, 40, 40);
    const dot = box(0, 84, 28, 16);
    expect(placeLabels([box(-10, 100)], [group, dot])).toEqual([{ drawn: true, dy: -36 }]);
  });

  it('leaves a name under its marker when every move would cross another name', () => {
    const group = box(0, 100, 40, 40);
    const above = box(-10, 70);
    const below = box(-10, 146);
    expect(placeLabels([above, below, box(-10, 110)], [group])).toEqual([
      { drawn: true, dy: 0 },
      { drawn: true, dy: 0 },
      { drawn: true, dy: 0 },
    ]);
  });

  it('never moves a name further than LABEL_SHIFT_MAX', () => {
    const tall = box(0, 0, 40, 200);
    const [place] = placeLabels([box(-10, 90)], [tall]);
    expect(place).toEqual({ drawn: true, dy: 0 });
    expect(LABEL_SHIFT_MAX).toBeLessThan(100);
  });

  it('draws names that are not laid out (a hidden map) rather than judge them all crowded', () => {
    expect(drawn(placeLabels([box(0, 0, 0, 0), box(0, 0, 0, 0)]))).toEqual([true, true]);
  });

  it('reads boxes whose fields are getters, as a DOMRect has them', () => {
    class Rect {
      constructor(private readonly b: ReturnType<typeof box>) {}
      get left() {
        return this.b.left;
      }
      get top() {
        return this.b.top;
      }
      get right() {
        return this.b.right;
      }
      get bottom() {
        return this.b.bottom;
      }
    }
    const group = new Rect(box(0, 100, 40, 40));
    // Moved up off the group, the name must still be judged against the one drawn above it.
    const above = new Rect(box(-10, 74));
    expect(placeLabels([above, new Rect(box(-10, 110))], [group])).toEqual([
      { drawn: true, dy: 0 },
      { drawn: true, dy: 34 },
    ]);
  });
});
