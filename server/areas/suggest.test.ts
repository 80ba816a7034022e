import { describe, expect, it } from 'vitest';
import { takeInTurn } from './suggest.server';

describe('takeInTurn', () => {
  it('gives each group its quota in order, then fills the rest in group order', () => {
    expect(
      takeInTurn(
        [
          [['a1', 'a2', 'a3'], 1],
          [['b1'], 2],
          [['c1', 'c2'], 1],
        ],
        5,
      ),
    ).toEqual(['a1', 'a2', 'a3', 'b1', 'c1']);
    expect(takeInTurn([[['a1', 'a2'], 5]], 1)).toEqual(['a1']);
  });
});
