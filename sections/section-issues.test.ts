import { describe, expect, it } from 'vitest';
import { parseSections as parse } from './page-document';

/** Sections as an editor's draft holds them, valid or not. */
const parseSections = (sections: object[]) => parse(sections as Array<{ type: string }>);

/** What an editor reads under Publish when a section is not valid: the form's own words. */
describe('section problems, in the words of the section form', () => {
  it('an empty required field reads "Enter a value", not zod’s "Too small"', () => {
    const { issues } = parseSections([{ type: 'hero', id: 'h', title: '' }]);
    expect(issues).toEqual([{ index: 0, type: 'hero', issues: ['title: Enter a value'] }]);
  });

  it('a title too long says the limit in characters; an empty list asks for one', () => {
    const long = parseSections([{ type: 'hero', id: 'h', title: 'x'.repeat(500) }]);
    expect(long.issues[0]!.issues).toEqual(['title: Use at most 120 characters']);
    const empty = parseSections([{ type: 'rich-text', id: 'r', blocks: [] }]);
    expect(empty.issues[0]!.issues).toEqual(['blocks: Add at least 1']);
  });

  it('a rich-text section of empty paragraphs is refused on its blocks, as an empty field is', () => {
    const blankParagraph = { kind: 'paragraph', spans: [{ text: '' }] };
    const { issues } = parseSections([
      {
        type: 'rich-text',
        id: 'r',
        blocks: [blankParagraph, { kind: 'paragraph', spans: [{ text: '  ' }] }],
      },
    ]);
    expect(issues).toEqual([
      {
        index: 0,
        type: 'rich-text',
        issues: ['blocks: Write some text: a section of empty paragraphs shows as a blank gap'],
      },
    ]);
    const written = parseSections([
      {
        type: 'rich-text',
        id: 'r',
        blocks: [blankParagraph, { kind: 'paragraph', spans: [{ text: 'Read the pack.' }] }],
      },
    ]);
    expect(written.issues).toEqual([]);
  });
});
