import { Button } from './ui';

/** A copy of `list` with item `i` swapped with its neighbour `i + by`. */
export function moveItem<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const next = [...list];
  [next[i], next[i + by]] = [next[i + by]!, next[i]!];
  return next;
}

/**
 * Where a selected item is after `moveItem(list, i, by)`: the moved item and the one it swapped
 * with trade places, so the selection stays on the item it marked (it stayed on the position, and
 * so passed to the neighbour). Null when nothing is selected.
 */
export function indexAfterMove(selected: number | null, i: number, by: -1 | 1): number | null {
  if (selected === i) return i + by;
  if (selected === i + by) return i;
  return selected;
}

/** Up / down / remove buttons of one item in an ordered list (sections, repeatable fields). */
export function ItemControls({
  name,
  index,
  count,
  onMove,
  onRemove,
  words = false,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (i: number, by: -1 | 1) => void;
  onRemove: (i: number) => void;
  /** Show "Up"/"Down" beside the arrows (the section list has room for them). */
  words?: boolean;
}) {
  return (
    <>
      <Button
        small
        disabled={index === 0}
        onClick={() => onMove(index, -1)}
        aria-label={`Move ${name} up`}
        data-move="up"
      >
        {words ? '↑ Up' : '↑'}
      </Button>
      <Button
        small
        disabled={index === count - 1}
        onClick={() => onMove(index, 1)}
        aria-label={`Move ${name} down`}
        data-move="down"
      >
        {words ? '↓ Down' : '↓'}
      </Button>
      <Button small variant="danger" onClick={() => onRemove(index)} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </>
  );
}
