import { describe, expect, it } from 'vitest';
import { diffDocuments, diffValues, sameDocument } from './diff';

const page = (sections: unknown[], title = 'T') => ({ slug: 's', title, sections });

describe('diffValues', () => {
  it('reports changed, added and removed fields with dotted paths', () => {
    expect(
      diffValues(
        { a: 1, b: { c: 'x' }, list: [1, 2], gone: true },
        { a: 2, b: { c: 'x', d: 'y' }, list: [1] },
      ),
    ).toEqual([
      { kind: 'changed', path: 'a', before: 1, after: 2 },
      { kind: 'added', path: 'b.d', after: 'y' },
      { kind: 'removed', path: 'list[1]', before: 2 },
      { kind: 'removed', path: 'gone', before: true },
    ]);
    expect(sameDocument({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
  });

  it('treats a type change as a change of the whole value', () => {
    expect(diffValues({ v: [1] }, { v: 'NOW' })).toEqual([
      { kind: 'changed', path: 'v', before: [1], after: 'NOW' },
    ]);
  });
});

describe('diffDocuments', () => {
  const a = { type: 'hero', id: 'a', title: 'A' };
  const b = { type: 'rich-text', id: 'b', blocks: [] };
  const c = { type: 'news-list', id: 'c' };

  it('matches sections by id: inserting one at the top does not mark the others as moved', () => {
    const d = diffDocuments(page([a, b]), page([c, a, b], 'New'));
    expect(d.page).toEqual([{ kind: 'changed', path: 'title', before: 'T', after: 'New' }]);
    expect(d.sections).toEqual([
      { id: 'c', type: 'news-list', status: 'added', to: 0, changes: [expect.any(Object)] },
    ]);
  });

  it('reports removed, changed and reordered sections', () => {
    const d = diffDocuments(page([a, b, c]), page([c, { ...a, title: 'A2' }]));
    expect(d.sections.map((s) => [s.id, s.status])).toEqual([
      ['a', 'changed'],
      ['b', 'removed'],
      ['c', 'moved'],
    ]);
    expect(d.sections[0]!.changes).toEqual([
      { kind: 'changed', path: 'title', before: 'A', after: 'A2' },
    ]);
  });

  it('keeps repeated ids apart', () => {
    const d = diffDocuments(page([a, a]), page([a, { ...a, title: 'B' }]));
    expect(d.sections).toEqual([expect.objectContaining({ id: 'a#2', status: 'changed' })]);
  });
});
