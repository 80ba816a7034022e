import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { previewItems } from './preview-items';
import { PreviewSections } from './preview-sections';
import { fitScale } from './preview-frame';
import { sectionIssue } from '#schema/parse-sections';

const raw = [
  { type: 'hero', id: 'top' },
  { type: 'hero', id: 'broken' },
  { type: 'no-such-type', id: 'odd' },
  { type: 'rich-text', id: 'body' },
];
const kept = [
  { type: 'hero', id: 'top' },
  { type: 'rich-text', id: 'body' },
];
const issues = [
  sectionIssue(1, 'hero', [{ path: ['title'], message: 'Enter a value' }]),
  sectionIssue(2, 'no-such-type', [{ path: [], message: 'Unknown section type' }]),
];

describe('previewItems: every section of the draft, by its place in the editor list', () => {
  it('pairs valid sections with what the server kept and invalid ones with their problems', () => {
    const items = previewItems(raw, kept, issues);
    expect(items.map((i) => [i.index, i.id, 'shown' in i ? 'shown' : i.problems])).toEqual([
      [0, 'top', 'shown'],
      [1, 'broken', ['Title: Enter a value']],
      [2, 'odd', ['Unknown section type']],
      [3, 'body', 'shown'],
    ]);
  });

  it('marks a valid section the server did not keep (its data failed to load) as not shown', () => {
    const items = previewItems(raw.slice(0, 1), [], []);
    expect(items).toEqual([
      {
        index: 0,
        id: 'top',
        type: 'hero',
        problems: ['Its data could not be loaded, so visitors do not see it now.'],
      },
    ]);
  });

  it('marks a hidden section as hidden, not as data that failed to load', () => {
    const items = previewItems([{ type: 'hero', id: 'promo', hidden: true }], [], []);
    expect(items).toEqual([
      {
        index: 0,
        id: 'promo',
        type: 'hero',
        problems: [
          'Hidden: kept in the page, fields and all. Press “Show” in its row to put it back.',
        ],
      },
    ]);
  });

  it('gives two sections with the same id one kept section each, in order', () => {
    const twins = [
      { type: 'hero', id: 'x' },
      { type: 'hero', id: 'x' },
    ];
    const items = previewItems(
      twins,
      [
        { id: 'x', n: 1 },
        { id: 'x', n: 2 },
      ],
      [],
    );
    expect(items.map((i) => ('shown' in i ? i.shown.n : null))).toEqual([1, 2]);
  });
});

describe('PreviewSections', () => {
  const html = (selected: number | null) =>
    renderToStaticMarkup(
      <PreviewSections
        raw={raw}
        sections={kept}
        issues={issues}
        selected={selected}
        onSelect={() => {}}
        render={(run) => run.map((s) => <p key={s.id}>rendered {s.id}</p>)}
      />,
    );

  it('wraps each section, placeholders included, with its list index and an Edit button', () => {
    const out = html(null);
    expect([...out.matchAll(/data-preview-index="(\d)"/g)].map((m) => m[1])).toEqual([
      '0',
      '1',
      '2',
      '3',
    ]);
    expect(out).toContain('Edit Hero section “broken”');
    expect(out).toContain('data-skipped-section="no-such-type"');
    expect(out).toContain('rendered body');
  });

  it('marks only the selected section as selected and its button as pressed', () => {
    const out = html(2);
    expect(out.match(/data-selected=""/g)).toHaveLength(1);
    expect(out).toMatch(/data-preview-index="2" data-selected=""/);
    expect(out.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(out.match(/aria-pressed="false"/g)).toHaveLength(3);
  });
});

describe('fitScale', () => {
  it('shrinks a wide frame to the pane and never enlarges a narrow one', () => {
    expect(fitScale(640, 1280)).toBe(0.5);
    expect(fitScale(640, 375)).toBe(1);
    expect(fitScale(0, 1280)).toBe(1);
  });
});
