import { describe, expect, it } from 'vitest';
import { indexAfterMove, moveItem } from './item-controls';

describe('indexAfterMove: a selection follows the item it marked', () => {
  const list = ['hero', 'cards', 'article', 'footer'];
  const marked = (selected: number | null, i: number, by: -1 | 1) => {
    const at = indexAfterMove(selected, i, by);
    return at === null ? null : moveItem(list, i, by)[at];
  };

  it('the moved item stays selected, up or down', () => {
    // "article" moved up: it had passed the selection to "cards", now where it was.
    expect(marked(2, 2, -1)).toBe('article');
    expect(marked(1, 1, 1)).toBe('cards');
  });

  it('the item it swapped with stays selected; others and none are left alone', () => {
    expect(marked(1, 2, -1)).toBe('cards');
    expect(marked(0, 2, -1)).toBe('hero');
    expect(marked(null, 2, -1)).toBeNull();
  });
});
